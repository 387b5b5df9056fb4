import { pageWindow } from '~/domain/search/search-query';
import { PageLink } from '~/components/page-link';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold';
const otherPage = `${linkClass} bg-surface hover:bg-surface-2`;
const currentPage = `${linkClass} border-accent bg-accent text-on-accent`;

/** The path of page `page` of the list at `path`: page 1 is the bare path, so it has one URL. */
export const listPageHref = (path: string, page: number): string =>
  page > 1 ? `${path}?page=${page}` : path;

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The navigation's name, when the page has other navigations to tell it from. */
  label?: string;
} & (
  | { /** Each page's URL. */ hrefOf: (page: number) => string }
  | { /** The list's path: its pages are `?page=2` and on (`listPageHref`). */ path: string }
);

/**
 * The pages of a paged list (a tag's or an author's articles, search results): previous and next, the first,
 * the last and those near the current one, which is marked `aria-current="page"`. Plain links, so they work
 * without JavaScript. Nothing for a single page.
 */
export function Pagination({ page, pageCount, label = 'Pagination', ...where }: PaginationProps) {
  if (pageCount < 2) return null;
  const hrefOf = 'hrefOf' in where ? where.hrefOf : (n: number) => listPageHref(where.path, n);
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <PageLink to={hrefOf(page - 1)} rel="prev" className={otherPage}>
              <span aria-hidden="true">←</span> Previous page
            </PageLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={shown}>
              <PageLink
                to={hrefOf(shown)}
                aria-current={shown === page ? 'page' : undefined}
                aria-label={`Page ${shown}`}
                className={shown === page ? currentPage : otherPage}
              >
                {shown}
              </PageLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <PageLink to={hrefOf(page + 1)} rel="next" className={otherPage}>
              Next page <span aria-hidden="true">→</span>
            </PageLink>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
    </nav>
  );
}
