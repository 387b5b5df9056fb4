import { NavLink, Outlet } from 'react-router';
import { requireStaff } from '~/domain/auth/staff.server';
import { fediverseInboxCounts } from '~/domain/fediverse/desk-fediverse.server';
import { inboxBoxes, inboxCounts, statusesOf } from '~/domain/participation/inbox.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/inbox-layout';
import { boxLabels, inboxPath } from './inbox-labels';

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const [counts, fediverse] = await Promise.all([
    inboxCounts(services.db),
    fediverseInboxCounts(services.db),
  ]);
  // The inboxes and their statuses come from the server: the schema's lists stay out of the browser's code.
  return {
    boxes: inboxBoxes.map((box) => ({ box, statuses: statusesOf(box), count: counts[box] })),
    fediverse,
  };
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-accent text-on-accent' : 'border border-border hover:bg-surface-2'}`;

/**
 * The inbox's frame: its heading and a tab per inbox with the number of new items in it, and the fediverse's
 * replies and mentions with the number still open.
 */
export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  const { boxes, fediverse } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Inbox</h1>
      <nav aria-label="Inboxes" className="mt-4 overflow-x-auto">
        <ul className="flex gap-2">
          <li>
            <NavLink to={inboxPath()} end className={tabClass}>
              Overview
            </NavLink>
          </li>
          {boxes.map(({ box, count }) => (
            <li key={box}>
              <NavLink to={inboxPath(box)} className={tabClass}>
                {boxLabels[box]}
                <span className="text-xs font-normal">{`${formatNumber(count.byStatus.new ?? 0)} new`}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={`${inboxPath()}/fediverse`} className={tabClass}>
              Fediverse
              <span className="text-xs font-normal">{`${formatNumber(fediverse.open)} open`}</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}
