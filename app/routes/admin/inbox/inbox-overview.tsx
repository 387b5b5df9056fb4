import { Link, useRouteLoaderData } from 'react-router';
import { requireStaff } from '~/domain/auth/staff.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/inbox-overview';
import type { loader as layoutLoader } from './inbox-layout';
import { boxLabels, inboxPath, statusLabels } from './inbox-labels';

export const meta: Route.MetaFunction = () => [{ title: 'Inbox · Desk' }];

// The counts come with the inbox's frame; this page only checks who asks.
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return null;
}

/** Every inbox with its counts per status, each count leading to that part of the inbox, and the fediverse's. */
export default function InboxOverview() {
  const layout = useRouteLoaderData<typeof layoutLoader>('inbox');
  if (!layout) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {layout.boxes.map(({ box, statuses, count }) => {
        return (
          <li key={box} className="rounded-2xl border border-border bg-surface p-6">
            <h2 className="text-lg font-bold">
              <Link to={inboxPath(box)} className="hover:underline">
                {boxLabels[box]}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted">{`${formatNumber(count.total)} in all`}</p>
            <ul className="mt-4 space-y-1 text-sm">
              {statuses.map((status) => (
                <li key={status}>
                  <Link
                    to={`${inboxPath(box)}?status=${status}`}
                    className="flex min-h-9 items-center justify-between gap-4 rounded-lg px-2 hover:bg-surface-2"
                  >
                    <span>{statusLabels[status]}</span>
                    <span className="font-semibold">{formatNumber(count.byStatus[status] ?? 0)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      <li className="rounded-2xl border border-border bg-surface p-6">
        <h2 className="text-lg font-bold">
          <Link to={`${inboxPath()}/fediverse`} className="hover:underline">
            Fediverse replies
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted">Replies to articles and mentions of the site's actors</p>
        <ul className="mt-4 space-y-1 text-sm">
          {(
            [
              ['open', 'Open'],
              ['answered', 'Answered'],
              ['hidden', 'Hidden'],
            ] as const
          ).map(([view, label]) => (
            <li key={view}>
              <Link
                to={`${inboxPath()}/fediverse${view === 'open' ? '' : `?view=${view}`}`}
                className="flex min-h-9 items-center justify-between gap-4 rounded-lg px-2 hover:bg-surface-2"
              >
                <span>{label}</span>
                <span className="font-semibold">{formatNumber(layout.fediverse[view])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
