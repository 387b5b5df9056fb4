import { Link } from 'react-router';
import { FediverseReplies } from '~/components/desk/fediverse-replies';
import { Toast } from '~/components/desk/toast';
import { requireStaff } from '~/domain/auth/staff.server';
import { fediverseInboxCounts, listFediverseInbox } from '~/domain/fediverse/desk-fediverse.server';
import { fediverseInboxViews, type FediverseInboxView } from '~/domain/fediverse/inbox-views';
import { formatNumber } from '~/lib/format';
import { fediverseAction } from '../fediverse/fediverse-action.server';
import type { Route } from './+types/fediverse-inbox';
import { inboxPath } from './inbox-labels';
import { pageOf } from './inbox-params';

export const meta: Route.MetaFunction = () => [{ title: 'Fediverse replies · Inbox · Desk' }];

const viewLabels: Record<FediverseInboxView, string> = {
  open: 'Open',
  answered: 'Answered',
  hidden: 'Hidden',
};

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'editor');
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('view');
  // An unknown view shows the open ones, as the inbox's other lists do with an unknown status.
  const view = fediverseInboxViews.find((candidate) => candidate === asked) ?? 'open';
  const page = pageOf(url);
  const [{ items, hasMore }, counts] = await Promise.all([
    listFediverseInbox(services.db, { view, page }),
    fediverseInboxCounts(services.db),
  ]);
  return { view, page, items, hasMore, counts };
}

/** Answer, hide or show a reply: the fediverse page's own forms, posted here so the editor stays here. */
export async function action(args: Route.ActionArgs) {
  const { services, staff } = await requireStaff(args, 'editor');
  return fediverseAction(services, staff, await args.request.formData());
}

const chipClass = (selected: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm ${selected ? 'bg-accent font-semibold text-on-accent' : 'border border-border hover:bg-surface-2'}`;

/**
 * Replies to our articles and mentions of our actors from the fediverse, beside tips: open ones first (not
 * answered, not hidden), each with its answer and hide forms.
 */
export default function FediverseInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { view, page, items, hasMore, counts } = loaderData;
  const query = (next: { view?: FediverseInboxView; page?: number }) => {
    const params = new URLSearchParams();
    if (next.view && next.view !== 'open') params.set('view', next.view);
    if (next.page) params.set('page', String(next.page));
    const search = params.toString();
    return `${inboxPath()}/fediverse${search ? `?${search}` : ''}`;
  };
  return (
    <section aria-labelledby="fediverse-inbox-title">
      <h2 id="fediverse-inbox-title" className="text-xl font-bold">
        Fediverse replies and mentions
      </h2>
      <nav aria-label="Filter" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {fediverseInboxViews.map((candidate) => (
            <li key={candidate}>
              <Link
                to={query({ view: candidate })}
                className={chipClass(view === candidate)}
                aria-current={view === candidate ? 'page' : undefined}
              >
                {viewLabels[candidate]} <span>{formatNumber(counts[candidate])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FediverseReplies items={items} empty={`No ${viewLabels[view].toLowerCase()} replies or mentions.`} />
      {page > 0 || hasMore ? (
        <nav aria-label="Pages" className="mt-6 flex justify-between">
          {page > 0 ? (
            <Link to={query({ view, page: page - 1 })} className="underline">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={query({ view, page: page + 1 })} className="underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
      <Toast toast={actionData?.toast} />
    </section>
  );
}
