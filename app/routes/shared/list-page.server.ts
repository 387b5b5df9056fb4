import { data } from 'react-router';
import { z } from 'zod';
import type { Crumb } from '~/components/breadcrumb';
import { listPageHref } from '~/components/pagination';
import { MAX_NEWS_PAGE_NUMBER } from '~/domain/articles/news-query';
import type { Logger } from '~/lib/logger.server';
import { absoluteUrl, breadcrumbTrail } from './seo';

/** Articles per page on tag and author pages: the News list's page size (reading spec). */
export const LIST_PAGE_SIZE = 12;

/**
 * The highest page number a list URL may name, as on /news. A page is found in the list's index before any
 * article is read (decision 071), so a deep page costs microseconds per skipped entry; past the last page the
 * list answers 404.
 */
const MAX_LIST_PAGES = MAX_NEWS_PAGE_NUMBER;

/**
 * The `page` of a paged list. A malformed value, or one past the last page a list shows, falls back to page
 * 1 rather than failing, as on /news: a shared link with a stale parameter should still show the list (its
 * canonical URL then says page 1).
 */
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_LIST_PAGES).catch(1).default(1),
});

export const pageOf = (request: Request): number =>
  pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).page;

/** The 404 of a list page whose tag or author is unknown, or whose page lies past the end. */
export function listPageNotFound(logger: Logger, request: Request, what: string): never {
  logger.warn({ path: new URL(request.url).pathname }, `page not found: ${what}`);
  throw data(null, { status: 404 });
}

/** Where one page of a paged list stands: the list's path, the page, and how many pages it has. */
type Paging = { path: string; page: number; pageCount: number };

/**
 * Page `page` of the list at `path`, which holds `total` items (the page is known to exist): its paging for
 * the screen, and its SEO fields: the title with the page number, its own canonical URL, its neighbours for
 * rel=prev/next and the breadcrumb (`crumbs`, as the page shows it).
 */
export function listPageView(
  siteUrl: string,
  {
    path,
    page,
    total,
    title,
    crumbs,
  }: { path: string; page: number; total: number; title: string; crumbs: Crumb[] },
) {
  const pageCount = Math.min(MAX_LIST_PAGES, Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)));
  const paging: Paging = { path, page, pageCount };
  const url = (n: number) => absoluteUrl(siteUrl, listPageHref(path, n));
  const canonical = url(page);
  return {
    paging,
    seo: {
      title: page > 1 ? `${title} (page ${page})` : title,
      canonical,
      prev: page > 1 ? url(page - 1) : null,
      next: page < pageCount ? url(page + 1) : null,
      breadcrumb: breadcrumbTrail(siteUrl, crumbs, canonical),
    },
  };
}
