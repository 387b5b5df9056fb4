import { Fragment } from 'react';
import { splitHighlights } from '~/domain/search/search-highlight';
import type { SearchType } from '~/domain/search/search-query';
import type { SearchResult } from '~/domain/search/search.server';
import { formatShortDate } from '~/lib/format';
import { categoryLabel } from '../articles/category-label';
import { Badge } from '../ui/badge';
import { PageLink } from '~/components/page-link';

const typeLabels: Record<SearchType, string> = {
  article: 'Article',
  release: 'Release',
  festival: 'Festival',
  review: 'Review',
  interview: 'Interview',
};

/** Text from the search with the words that matched in <mark>; every piece is rendered as text, never HTML. */
function Highlighted({ text }: { text: string }) {
  return splitHighlights(text).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-accent/20 px-0.5 font-semibold text-text">
        {piece.text}
      </mark>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** One search result: its kind, title (a link), when it was published, what places it, and a snippet. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <article className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap gap-2">
        <Badge>{typeLabels[result.type]}</Badge>
        {result.category ? <Badge tone="neutral">{categoryLabel(result.category)}</Badge> : null}
      </div>
      <h2 className="mt-3 text-xl leading-snug font-bold">
        <PageLink to={result.href} className="hover:text-accent-strong hover:underline">
          <Highlighted text={result.title} />
        </PageLink>
      </h2>
      {result.date || result.details ? (
        <p className="mt-1 text-sm text-muted">
          {result.date ? <time dateTime={result.date}>{formatShortDate(result.date)}</time> : null}
          {result.date && result.details ? ' · ' : null}
          {result.details}
        </p>
      ) : null}
      {result.snippet ? (
        <p className="mt-3 text-text">
          <Highlighted text={result.snippet} />
        </p>
      ) : null}
    </article>
  );
}
