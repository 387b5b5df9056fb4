import { z } from 'zod';
import { absoluteUrl } from './seo';

/** Articles per page on tag and author pages: the News list's page size (reading spec). */
export const LIST_PAGE_SIZE = 12;

/**
 * The `page` of a paged list. A malformed value falls back to page 1 rather than failing, as on /news: a
 * shared link with a stale parameter should still show the list (its canonical URL then says page 1).
 */
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

export const pageOf = (request: Request): number =>
  pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).page;

/** Where one page of a list stands: its neighbours' paths (page 1 is the bare path) for links. */
export type Paging = { page: number; pageCount: number; prev: string | null; next: string | null };

/**
 * The paging of a list at `path` with `total` items, or undefined when `page` lies past its end (a page
 * that does not exist). Page 1 of an empty list exists.
 */
export function pagingOf(path: string, page: number, total: number): Paging | undefined {
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  if (page > pageCount) return undefined;
  const at = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return {
    page,
    pageCount,
    prev: page > 1 ? at(page - 1) : null,
    next: page < pageCount ? at(page + 1) : null,
  };
}

/** The SEO fields of one page of a list: canonical URL (itself), and its neighbours for rel=prev/next. */
export function pagingSeo(siteUrl: string, path: string, paging: Paging) {
  const absolute = (p: string | null) => (p ? absoluteUrl(siteUrl, p) : null);
  return {
    canonical: absoluteUrl(siteUrl, paging.page > 1 ? `${path}?page=${paging.page}` : path),
    prev: absolute(paging.prev),
    next: absolute(paging.next),
  };
}
