import { Form, Link } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { entitySuggestionKinds, entitySuggestionStatuses } from '~/db/schema/newsroom';
import { requireStaff } from '~/domain/auth/staff.server';
import { listNameSuggestions, type NameSuggestion } from '~/domain/editorial/name-suggestions.server';
import type { Route } from './+types/suggested-names';
import { formatDeskTime } from '~/components/desk/desk-time';
import { Pager } from './pager';
import { runSuggestedNameAction } from './suggested-names-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Suggested names · Desk' }];

// Anything odd in the address falls back to the default rather than failing the page.
const querySchema = z.object({
  status: z.enum(entitySuggestionStatuses).catch('pending'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, 'editor');
  const url = new URL(args.request.url);
  const query = querySchema.parse({
    status: url.searchParams.get('status') ?? undefined,
    page: url.searchParams.get('page') ?? undefined,
  });
  return { status: query.status, list: await listNameSuggestions(services.db, query) };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'editor');
  return runSuggestedNameAction(services.db, staff, await args.request.formData());
}

const statusLabels = {
  pending: 'Waiting',
  tagged: 'New',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const;
const kindLabels: Record<(typeof entitySuggestionKinds)[number], string> = {
  artist: 'Artist',
  label: 'Label',
  festival: 'Festival',
  venue: 'Venue',
  brand: 'Brand',
  product: 'Product',
};
const hrefOf = (status: string, page = 1) =>
  `/admin/names?status=${status}${page > 1 ? `&page=${page}` : ''}`;

export default function SuggestedNames({ loaderData, actionData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold">Suggested names</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Artists, labels, festivals, venues, brands and products the newsroom found in headlines and leads that
        the lexicon does not know. Waiting names are not shown to readers: accept one to add it to the lexicon
        and tag its articles; rename it to fix the spelling first; reject it and it is never suggested again.
      </p>
      <p className="mt-2 max-w-3xl text-muted">
        <strong>New</strong> names are ones the newsroom was sure of (two outlets named them, a headline and a
        lead named them beside their trade, or MusicBrainz or Wikidata holds them): they tag their articles
        already. Keep one to add it to the lexicon; drop it and its tag leaves every article it was on.
      </p>
      <nav aria-label="Suggested names by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {entitySuggestionStatuses.map((value) => (
            <li key={value}>
              <Link
                to={hrefOf(value)}
                aria-current={value === status ? 'page' : undefined}
                className={`block rounded-full border border-border px-3 py-1.5 text-sm font-semibold ${value === status ? 'bg-accent text-on-accent' : 'hover:bg-surface-2'}`}
              >
                {statusLabels[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-sm text-muted" role="status">
        {list.total === 1 ? '1 name' : `${list.total} names`} · {statusLabels[status].toLowerCase()}
      </p>
      {list.entries.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-border bg-surface p-6 text-muted">
          {status === 'pending'
            ? 'No names are waiting. New ones appear as the newsroom reads its sources.'
            : status === 'tagged'
              ? 'No new names to keep or drop.'
              : `No ${statusLabels[status].toLowerCase()} names yet.`}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {list.entries.map((entry) => (
            <li key={entry.id}>
              <SuggestionCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Suggested names pages"
        page={list.page}
        pageCount={list.pageCount}
        hrefOf={(page) => hrefOf(status, page)}
      />
      <Toast toast={actionData?.toast} />
    </section>
  );
}

function SuggestionCard({ entry }: { entry: NameSuggestion }) {
  const headingId = `name-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold">
        {entry.name}
        {entry.status === 'tagged' ? (
          <span className="ml-2 rounded-full bg-accent px-2 py-0.5 align-middle text-xs font-semibold text-on-accent">
            New · tags its articles
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {entry.kind ? kindLabels[entry.kind] : 'Kind not known'}
        {entry.seenAs !== entry.name ? ` · seen as “${entry.seenAs}”` : ''}
        {` · ${entry.mentions === 1 ? '1 article' : `${entry.mentions} articles`}`}
        {' · last seen '}
        <time dateTime={entry.lastSeenAt}>{formatDeskTime(entry.lastSeenAt)}</time>
        {entry.decidedBy ? ` · by ${entry.decidedBy}` : ''}
      </p>
      {entry.evidence ? <p className="mt-1 text-sm">Found by {entry.evidence}.</p> : null}
      {entry.found.length > 0 ? <FoundIn entry={entry} /> : null}
      {entry.articles.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {entry.articles.map((article) => (
            <li key={article.id}>
              <Link to={`/admin/desk/${article.id}`} className="text-accent underline">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.status === 'tagged' ? <KeepOrDrop entry={entry} /> : null}
      {entry.status === 'pending' ? (
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <input type="hidden" name="id" value={entry.id} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${headingId}-name`} className="text-sm font-semibold">
              Name
            </label>
            <input
              id={`${headingId}-name`}
              name="name"
              defaultValue={entry.name}
              maxLength={60}
              required
              className="min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${headingId}-kind`} className="text-sm font-semibold">
              Kind
            </label>
            <select
              id={`${headingId}-kind`}
              name="kind"
              defaultValue={entry.kind ?? ''}
              className="min-h-11 w-full rounded-xl border border-border bg-surface px-4 py-2"
            >
              <option value="">Choose…</option>
              {entitySuggestionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabels[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="accept" className={buttonClass('primary')}>
              Accept
            </button>
            <button type="submit" name="intent" value="rename" className={buttonClass('secondary')}>
              Rename
            </button>
            <button
              type="submit"
              name="intent"
              value="reject"
              formNoValidate
              className={buttonClass('secondary')}
            >
              Reject
            </button>
          </div>
        </Form>
      ) : null}
    </article>
  );
}

/** A new name's one-click decision: keep (it joins the lexicon as it is) or drop (its tag leaves its articles). */
function KeepOrDrop({ entry }: { entry: NameSuggestion }) {
  return (
    <Form method="post" className="mt-4 flex flex-wrap gap-2" aria-label={`Keep or drop ${entry.name}`}>
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="name" value={entry.name} />
      <input type="hidden" name="kind" value={entry.kind ?? ''} />
      <button type="submit" name="intent" value="keep" className={buttonClass('primary')}>
        Keep
      </button>
      <button type="submit" name="intent" value="drop" className={buttonClass('secondary')}>
        Drop
      </button>
    </Form>
  );
}

const serviceLabels = { musicbrainz: 'MusicBrainz', wikidata: 'Wikidata' } as const;

/** Where an open database holds the name: its id there, linked to its page. */
function FoundIn({ entry }: { entry: NameSuggestion }) {
  const pageOf = (found: NameSuggestion['found'][number]) =>
    found.service === 'musicbrainz'
      ? `https://musicbrainz.org/${entry.kind === 'label' ? 'label' : 'artist'}/${encodeURIComponent(found.externalId)}`
      : `https://www.wikidata.org/wiki/${encodeURIComponent(found.externalId)}`;
  return (
    <ul className="mt-1 text-sm">
      {entry.found.map((found) => (
        <li key={found.service}>
          In {serviceLabels[found.service]} as{' '}
          <a href={pageOf(found)} className="text-accent underline" rel="noreferrer">
            {found.label} ({found.externalId})
          </a>
        </li>
      ))}
    </ul>
  );
}
