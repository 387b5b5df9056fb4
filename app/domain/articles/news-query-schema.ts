import { z } from 'zod';
import {
  MAX_NEWS_PAGE_NUMBER,
  MAX_NEWS_PAGES,
  newsCategoryOptions,
  newsSortOptions,
  type NewsQuery,
  type NewsSort,
} from './news-query';

const sortValues = newsSortOptions.map((option) => option.value) as [NewsSort, ...NewsSort[]];

/**
 * The News list's URL query. Unknown or malformed values fall back to defaults instead of failing:
 * a shared link with a stale parameter should still show news.
 */
const newsQuerySchema: z.ZodType<NewsQuery> = z
  .object({
    search: z.string().trim().max(200).catch('').default(''),
    category: z.enum(newsCategoryOptions).catch('all').default('all'),
    sort: z.enum(sortValues).catch('newest').default('newest'),
    page: z.coerce.number().int().min(1).max(MAX_NEWS_PAGE_NUMBER).catch(1).default(1),
    view: z.enum(['grid', 'list']).catch('grid').default('grid'),
  })
  // A search lists its pages 1..page at once, so it keeps the Load More bound; plain lists go deeper.
  .transform((query) =>
    query.search && query.page > MAX_NEWS_PAGES ? { ...query, page: MAX_NEWS_PAGES } : query,
  );

export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  return newsQuerySchema.parse(Object.fromEntries(params));
}
