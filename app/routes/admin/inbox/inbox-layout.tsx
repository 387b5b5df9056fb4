import { NavLink, Outlet } from 'react-router';
import { requireStaff } from '~/domain/auth/staff.server';
import { inboxBoxes, inboxCounts, statusesOf } from '~/domain/participation/inbox.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/inbox-layout';
import { boxLabels, inboxPath } from './inbox-labels';

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const counts = await inboxCounts(services.db);
  // The inboxes and their statuses come from the server: the schema's lists stay out of the browser's code.
  return { boxes: inboxBoxes.map((box) => ({ box, statuses: statusesOf(box), count: counts[box] })) };
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-accent text-on-accent' : 'border border-border hover:bg-surface-2'}`;

/** The inbox's frame: its heading and a tab per inbox with the number of new items in it. */
export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  const { boxes } = loaderData;
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
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}
