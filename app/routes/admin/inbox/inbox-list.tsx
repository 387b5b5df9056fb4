import { Link, useRouteLoaderData } from 'react-router';
import { requireStaff } from '~/domain/auth/staff.server';
import { listInbox, statusesOf } from '~/domain/participation/inbox.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/inbox-list';
import { boxLabels, inboxPath, statusLabels } from './inbox-labels';
import type { loader as layoutLoader } from './inbox-layout';
import { inboxOf, pageOf } from './inbox-params';
import { StatusBadge, When } from './inbox-parts';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? boxLabels[loaderData.box] : 'Inbox'} · Desk` },
];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const box = inboxOf(args.params.box);
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('status');
  // An unknown status shows the whole inbox rather than an empty one.
  const status = asked && statusesOf(box).includes(asked) ? asked : undefined;
  const page = pageOf(url);
  const { lines, hasMore } = await listInbox(services.db, box, { status, page });
  return { box, status, page, lines, hasMore };
}

const chipClass = (selected: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm ${selected ? 'bg-accent font-semibold text-on-accent' : 'border border-border hover:bg-surface-2'}`;

/** One inbox: filters by status with their counts, the items newest first, and older pages. */
export default function InboxList({ loaderData }: Route.ComponentProps) {
  const { box, status, page, lines, hasMore } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>('inbox');
  const entry = layout?.boxes.find((candidate) => candidate.box === box);
  const query = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page) params.set('page', String(next.page));
    const search = params.toString();
    return `${inboxPath(box)}${search ? `?${search}` : ''}`;
  };
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="text-xl font-bold">
        {boxLabels[box]}
      </h2>
      {entry ? (
        <nav aria-label="Filter by status" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={query({})} className={chipClass(!status)} aria-current={!status ? 'page' : undefined}>
                All <span>{formatNumber(entry.count.total)}</span>
              </Link>
            </li>
            {entry.statuses.map((candidate) => (
              <li key={candidate}>
                <Link
                  to={query({ status: candidate })}
                  className={chipClass(status === candidate)}
                  aria-current={status === candidate ? 'page' : undefined}
                >
                  {statusLabels[candidate]} <span>{formatNumber(entry.count.byStatus[candidate] ?? 0)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {lines.length === 0 ? (
        <p className="mt-6 text-muted">
          {status ? `No ${statusLabels[status]?.toLowerCase()} items here.` : 'Nothing here yet.'}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-2xl border border-border bg-surface">
          {lines.map((line) => (
            <li key={line.id}>
              <Link to={inboxPath(box, line.id)} className="block p-4 hover:bg-surface-2">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <StatusBadge status={line.status} />
                  <span className="font-semibold">{line.name || 'Anonymous'}</span>
                  {line.email ? <span className="text-muted">{line.email}</span> : null}
                  <span className="ml-auto text-muted">
                    <When at={line.createdAt} />
                  </span>
                </span>
                {line.subject ? (
                  <span className="mt-2 block font-semibold break-all">{line.subject}</span>
                ) : null}
                <span className="mt-1 block text-sm text-muted">{line.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {page > 0 || hasMore ? (
        <nav aria-label="Pages" className="mt-6 flex justify-between">
          {page > 0 ? (
            <Link to={query({ status, page: page - 1 })} className="underline">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={query({ status, page: page + 1 })} className="underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
