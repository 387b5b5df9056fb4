import { ActivityChart } from '~/components/desk/activity-chart';
import { AutomationLogList } from '~/components/desk/automation-log-list';
import { BackupsPanel } from '~/components/desk/backups-panel';
import { NewsroomHealth, StatCard } from '~/components/desk/dashboard-health';
import { requireStaff } from '~/domain/auth/staff.server';
import { backupsPanel } from '~/domain/operations/backups.server';
import { loadDashboard } from '~/domain/operations/dashboard.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const now = new Date();
  const [dashboard, backups] = await Promise.all([
    loadDashboard(services.db, now),
    backupsPanel(services.config),
  ]);
  return { now: now.toISOString(), ...dashboard, backups };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { now, stats, logs, sources, drafts, inbox, activity, backups } = loaderData;
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-labelledby="automation-heading">
        <h2 id="automation-heading" className="text-lg font-semibold">
          Automation
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <StatCard label="Total Runs (24h)" value={stats.total} />
          <StatCard label="Successful" value={stats.successful} tone="positive" />
          <StatCard label="Failed" value={stats.failed} tone={stats.failed > 0 ? 'danger' : undefined} />
        </dl>
      </section>
      <section aria-labelledby="health-heading">
        <h2 id="health-heading" className="text-lg font-semibold">
          Newsroom health
        </h2>
        <div className="mt-3 space-y-4">
          <NewsroomHealth sources={sources} drafts={drafts} inbox={inbox} now={now} />
          <ActivityChart series={activity} />
        </div>
      </section>
      <section aria-labelledby="backups-heading">
        <h2 id="backups-heading" className="text-lg font-semibold">
          Backups
        </h2>
        <div className="mt-3">
          <BackupsPanel panel={backups} now={now} />
        </div>
      </section>
      <section aria-labelledby="logs-heading">
        <h2 id="logs-heading" className="text-lg font-semibold">
          Latest automation logs
        </h2>
        <p className="mt-1 text-sm text-muted">The last 50 runs, newest first.</p>
        <div className="mt-3">
          <AutomationLogList logs={logs} now={now} />
        </div>
      </section>
    </div>
  );
}
