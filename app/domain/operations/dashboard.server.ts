import type { Database } from '~/db/client.server';
import { latestRuns, runStats } from './automation-runs.server';
import { hourlySeries, windowStart } from './hourly-series';
import { newInboxCounts } from './inbox-counts.server';
import { draftsWaiting, failingSources, hourlyActivity } from './newsroom-health.server';

/** The activity chart's window: the last 7 days, hour by hour. */
const ACTIVITY_HOURS = 7 * 24;

/** Everything the desk's dashboard shows, read at once. */
export async function loadDashboard(db: Database, now: Date) {
  const start = windowStart(now, ACTIVITY_HOURS);
  const [stats, logs, sources, activity, drafts, inbox] = await Promise.all([
    runStats(db, now),
    latestRuns(db),
    failingSources(db),
    hourlyActivity(db, start, now),
    draftsWaiting(db),
    newInboxCounts(db),
  ]);
  return { stats, logs, sources, activity: hourlySeries(start, ACTIVITY_HOURS, activity), drafts, inbox };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
