import { searchHref, type SearchQuery } from '~/domain/search/search-query';
import { PageLink } from '~/components/page-link';

/**
 * What the search page says when nothing matched: the spelling suggestions as links, or why nothing could be
 * searched, and what to try instead.
 */
export function SearchEmpty({
  query,
  suggestions,
  noWords,
}: {
  query: SearchQuery;
  suggestions: string[];
  noWords: boolean;
}) {
  const filtered = query.type !== 'all' || query.category !== 'all' || query.date !== 'any';
  return (
    <div className="mt-8 rounded-2xl border border-border bg-surface p-6">
      {noWords ? (
        <p className="text-lg">
          “{query.q}” is made only of words too common to search for, such as “the” or “and”. Add a more
          specific one: an artist, a label, a festival, a genre.
        </p>
      ) : (
        <p className="text-lg">Nothing published matches “{query.q}”.</p>
      )}
      {suggestions.length > 0 ? (
        <p className="mt-3 text-lg">
          Did you mean{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? (index === suggestions.length - 1 ? ' or ' : ', ') : null}
              <PageLink
                to={searchHref({ ...query, q: suggestion, page: 1 })}
                className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
              >
                {suggestion}
              </PageLink>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {noWords ? null : (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-muted">
          <li>Check the spelling, or try fewer words.</li>
          {filtered ? (
            <li>
              <PageLink to={searchHref({ q: query.q })} className="text-text underline underline-offset-4">
                Search everything, at any time
              </PageLink>{' '}
              instead of the filters chosen.
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
