import { Form, Link } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { groupingReportStatuses } from '~/db/schema/participation';
import { requireStaff } from '~/domain/auth/staff.server';
import { groupingProblemLabels } from '~/domain/participation/grouping-report-labels';
import { listGroupingReports, setGroupingReportStatus } from '~/domain/participation/grouping-reports.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/grouping-reports';
import { formatDeskTime } from '~/components/desk/desk-time';

export const meta: Route.MetaFunction = () => [{ title: 'Grouping reports · Desk' }];

const viewSchema = z.enum(groupingReportStatuses).catch('new');

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'editor');
  const status = viewSchema.parse(new URL(args.request.url).searchParams.get('status') ?? 'new');
  return { status, reports: await listGroupingReports(services.db, status) };
}

const changeSchema = z.object({
  id: z.uuid({ error: 'Choose a report from the list' }),
  status: z.enum(groupingReportStatuses, { error: 'Choose new or handled' }),
});

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'editor');
  const parsed = parseForm(changeSchema, await args.request.formData());
  if (!parsed.ok) return deskFailed('change the report', Object.values(parsed.fieldErrors)[0]?.[0]);
  const found = await setGroupingReportStatus(services.db, staff, parsed.data.id, parsed.data.status);
  if (!found) return deskFailed('change the report', 'it no longer exists', 404);
  return deskDone(parsed.data.status === 'handled' ? 'Report handled' : 'Report reopened');
}

export default function GroupingReports({ loaderData, actionData }: Route.ComponentProps) {
  const { status, reports } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Grouping reports</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Readers who think an article groups reports of different stories, or repeats another article. Open the
        article on the desk to split or merge its story, then mark the report handled. Times are UTC.
      </p>
      <nav aria-label="Report status" className="mt-6 flex gap-2">
        {groupingReportStatuses.map((each) => (
          <Link
            key={each}
            to={`?status=${each}`}
            aria-current={each === status ? 'page' : undefined}
            className={buttonClass(each === status ? 'primary' : 'secondary')}
          >
            {each === 'new' ? 'New' : 'Handled'}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <p className="mt-6 text-muted">{status === 'new' ? 'No new reports.' : 'No handled reports yet.'}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reports.map((report) => (
            <li key={report.id} className="rounded-2xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="neutral">{groupingProblemLabels[report.problem]}</Badge>
                <time dateTime={report.createdAt.toISOString()} className="text-sm text-muted">
                  {formatDeskTime(report.createdAt)}
                </time>
              </div>
              <h2 className="mt-2 font-semibold">
                <Link to={`/admin/desk/${report.articleId}`} className="text-accent hover:underline">
                  {report.articleTitle}
                </Link>
              </h2>
              {report.sourceUrl ? (
                <p className="mt-1 text-sm">
                  Source named:{' '}
                  <a href={report.sourceUrl} rel="noopener nofollow" className="text-accent hover:underline">
                    {report.sourceName ?? report.sourceUrl}
                  </a>
                </p>
              ) : null}
              {report.note ? (
                <p className="mt-2 text-sm whitespace-pre-line text-muted">{report.note}</p>
              ) : null}
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={report.id} />
                <input type="hidden" name="status" value={report.status === 'new' ? 'handled' : 'new'} />
                <button type="submit" className={buttonClass('secondary')}>
                  {report.status === 'new' ? 'Mark handled' : 'Reopen'}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Toast toast={actionData?.toast} />
    </section>
  );
}
