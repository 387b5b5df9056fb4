import { z } from 'zod';
import { MARK_END, MARK_START } from './search-highlight';
import {
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_PAGES,
  searchCategoryOptions,
  searchDateOptions,
  searchTypeOptions,
  type SearchDate,
  type SearchQuery,
} from './search-query';

/** NUL and other control characters, and the highlight marks, are no reader's text. */
function isControlOrMark(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || char === MARK_START || char === MARK_END;
}

const typeValues = searchTypeOptions.map((option) => option.value) as [
  SearchQuery['type'],
  ...SearchQuery['type'][],
];
const dateValues = searchDateOptions.map((option) => option.value) as [SearchDate, ...SearchDate[]];

/**
 * The search page's URL query. A reader's link with a stale or mistyped parameter still searches: unknown
 * values fall back to their defaults, a page past the last possible one to that one, and text longer than
 * MAX_SEARCH_LENGTH is cut there. A category narrows to articles, so it is dropped when another kind is asked.
 */
const searchQuerySchema: z.ZodType<SearchQuery> = z
  .object({
    q: z
      .string()
      .catch('')
      .default('')
      .transform((text) =>
        Array.from(text, (char) => (isControlOrMark(char) ? ' ' : char))
          .join('')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, MAX_SEARCH_LENGTH)
          .trim(),
      ),
    type: z.enum(typeValues).catch('all').default('all'),
    category: z.enum(searchCategoryOptions).catch('all').default('all'),
    date: z.enum(dateValues).catch('any').default('any'),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .catch(1)
      .default(1)
      .transform((page) => Math.min(page, MAX_SEARCH_PAGES)),
  })
  .transform((query) => ({
    ...query,
    category: query.type === 'all' || query.type === 'article' ? query.category : 'all',
  }));

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  return searchQuerySchema.parse(Object.fromEntries(params));
}
