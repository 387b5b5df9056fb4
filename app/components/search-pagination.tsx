import { Link } from 'react-router';
import { pageWindow, searchHref, type SearchQuery } from '~/domain/content/search-query';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-border px-3 text-sm font-semibold';

/** Links to the other pages of results: plain links, so they work without JavaScript. */
export function SearchPagination({ query, pageCount }: { query: SearchQuery; pageCount: number }) {
  if (pageCount < 2) return null;
  const to = (page: number) => searchHref({ ...query, page });
  return (
    <nav aria-label="Result pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {query.page > 1 ? (
          <li>
            <Link to={to(query.page - 1)} rel="prev" className={`${linkClass} bg-surface hover:bg-surface-2`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageWindow(query.page, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={to(page)}
                aria-current={page === query.page ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={`${linkClass} ${page === query.page ? 'border-accent bg-accent text-on-accent' : 'bg-surface hover:bg-surface-2'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {query.page < pageCount ? (
          <li>
            <Link to={to(query.page + 1)} rel="next" className={`${linkClass} bg-surface hover:bg-surface-2`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
