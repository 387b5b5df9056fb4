import { Link } from 'react-router';

/**
 * Previous and next links around "Page 2 of 5"; `hrefOf` builds a page's address with the list's other
 * query parameters, so paging keeps the filters.
 */
export function Pager({
  page,
  pageCount,
  hrefOf,
  label,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const linkClass = 'rounded-full border border-border px-4 py-2 text-sm font-semibold hover:bg-surface-2';
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClass} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={linkClass} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
