import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { SelectField, TextField } from '~/components/ui/field';
import { requireStaff } from '~/domain/auth/staff.server';
import { listReviewQueue } from '~/domain/editorial/review-queue.server';
import type { Route } from './+types/desk-queue';
import { formatDeskTime } from '~/components/desk/desk-time';
import { Pager } from './pager';
import { queueHref, viewLabels } from './queue-query';
import { readQueueQuery } from './queue-query-schema';
import { SourceItems } from './source-items';
import { StatusBadges } from './status-badges';

export const meta: Route.MetaFunction = () => [{ title: 'Review queue · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const query = readQueueQuery(new URL(args.request.url));
  const page = await listReviewQueue(services.db, query);
  return { query: { ...query, page: page.page }, page };
}

const emptyTexts = {
  waiting: 'No drafts are waiting. Stories from sources without auto-publish appear here for review.',
  published: 'No published articles match.',
  rejected: 'No rejected articles match.',
};

const searchedKinds = {
  waiting: 'drafts waiting',
  published: 'published articles',
  rejected: 'rejected articles',
};

/**
 * An empty page says why: with a search, that nothing matches it (drafts may well be waiting) and how to
 * see them all again; without, what the view holds when there is something.
 */
function EmptyQueue({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  if (!query.search) return <>{emptyTexts[query.view]}</>;
  return (
    <>
      No {searchedKinds[query.view]} have a title containing “{query.search}”.{' '}
      <Link to={queueHref(query, { search: '', page: 1 })} className="text-accent underline">
        Clear the search
      </Link>
      .
    </>
  );
}

export default function DeskQueue({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Review queue</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Drafts the newsroom made from its sources, each with the reports it was made from. Open one to edit,
        publish, schedule, merge or split it. Readers&rsquo; reports of wrongly grouped stories are under{' '}
        <Link to="/admin/desk/grouping-reports" className="text-accent underline">
          Grouping reports
        </Link>
        .
      </p>

      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      >
        <SelectField label="Show" name="view" defaultValue={query.view}>
          {Object.entries(viewLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Order" name="order" defaultValue={query.order}>
          <option value="oldest">Oldest first</option>
          <option value="newest">Newest first</option>
        </SelectField>
        <TextField label="Title contains" name="q" type="search" defaultValue={query.search} />
        <button type="submit" className={buttonClass('secondary')}>
          Apply
        </button>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {page.total === 1 ? '1 article' : `${page.total} articles`} · {viewLabels[query.view].toLowerCase()}
      </p>
      {page.entries.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-border bg-surface p-6 text-muted">
          <EmptyQueue query={query} />
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {page.entries.map((entry) => (
            <li key={entry.id}>
              <article
                aria-labelledby={`entry-${entry.id}`}
                className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
              >
                <StatusBadges
                  status={entry.status}
                  category={entry.category}
                  isAiAssisted={entry.isAiAssisted}
                  scheduledAt={entry.scheduledAt}
                />
                <h2 id={`entry-${entry.id}`} className="mt-2 text-lg font-bold">
                  <Link to={`/admin/desk/${entry.id}`} className="hover:underline">
                    {entry.title}
                  </Link>
                </h2>
                <p className="mt-1 text-xs text-muted">
                  {entry.publishedAt ? (
                    <>
                      Published <time dateTime={entry.publishedAt}>{formatDeskTime(entry.publishedAt)}</time>
                    </>
                  ) : (
                    <>
                      Drafted <time dateTime={entry.createdAt}>{formatDeskTime(entry.createdAt)}</time>
                    </>
                  )}
                  {` · ${entry.items.length === 1 ? '1 report' : `${entry.items.length} reports`}`}
                </p>
                {entry.summary ? (
                  <p className="mt-2 line-clamp-2 text-sm text-muted">{entry.summary}</p>
                ) : null}
                <div className="mt-3">
                  <SourceItems items={entry.items} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Queue pages"
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(number) => queueHref(query, { page: number })}
      />
    </section>
  );
}
