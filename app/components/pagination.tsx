import { Link } from 'react-router';
import { buttonClass } from './ui/button-link';

/**
 * Previous and next links of a paged list: plain links, so they work without JavaScript. `prev` and `next`
 * are the neighbouring pages' paths (null at either end). Nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  prev,
  next,
}: {
  page: number;
  pageCount: number;
  prev: string | null;
  next: string | null;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {prev ? (
        <Link to={prev} rel="prev" className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {next ? (
        <Link to={next} rel="next" className={buttonClass('secondary')}>
          Next page <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
