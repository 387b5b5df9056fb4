import type { EditionSummary } from '~/domain/newsletter/editions.server';
import { editionPath } from '~/domain/newsletter/edition-slug';
import { formatLongDate } from '~/lib/format';
import { PageLink } from '~/components/page-link';

type Summary = Omit<EditionSummary, 'date'> & { date: Date | string };

const storyCount = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`;

/** The newest edition that went out, as a preview: its subject, date, opening words and first stories. */
export function LatestEdition({ edition }: { edition: Summary }) {
  return (
    <article className="mt-4 rounded-2xl border border-border bg-surface p-6">
      <p className="text-sm text-muted">
        <time dateTime={new Date(edition.date).toISOString()}>{formatLongDate(edition.date)}</time> ·{' '}
        {storyCount(edition.stories)}
      </p>
      <h3 className="mt-2 text-xl font-bold">
        <PageLink to={editionPath(edition.slug)} className="hover:text-accent hover:underline">
          {edition.subject}
        </PageLink>
      </h3>
      <p className="mt-2 line-clamp-3 text-muted">{edition.featuredContent}</p>
      <ol className="mt-4 list-decimal space-y-1 pl-5">
        {edition.topStories.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
      <PageLink
        to={editionPath(edition.slug)}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
      >
        Read the whole edition
      </PageLink>
    </article>
  );
}

/** Editions that went out, newest first, each linked to its page. */
export function EditionList({ editions }: { editions: Summary[] }) {
  return (
    <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
      {editions.map((edition) => (
        <li key={edition.slug} className="p-4">
          <PageLink
            to={editionPath(edition.slug)}
            className="font-semibold hover:text-accent hover:underline"
          >
            {edition.subject}
          </PageLink>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={new Date(edition.date).toISOString()}>{formatLongDate(edition.date)}</time> ·{' '}
            {storyCount(edition.stories)}
          </p>
        </li>
      ))}
    </ul>
  );
}
