import { articleCategories, type ArticleCategory } from '~/db/schema/enums';

// The reader search's URL query, its options and its links, shared by the loader and the screen (no zod here,
// so the screen's bundle stays small; `search-query-schema.ts` reads a URL).

export const searchTypes = ['article', 'release', 'festival', 'review', 'interview'] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchTypeOptions = [
  { value: 'all', label: 'Everything' },
  { value: 'article', label: 'Articles' },
  { value: 'release', label: 'Releases' },
  { value: 'festival', label: 'Festivals' },
  { value: 'review', label: 'Reviews' },
  { value: 'interview', label: 'Interviews' },
] as const satisfies readonly { value: SearchType | 'all'; label: string }[];

export const searchCategoryOptions = ['all', ...articleCategories] as const;

/** How far back "published" reaches; `days` is the window the query applies. */
export const searchDateOptions = [
  { value: 'any', label: 'Any time', days: null },
  { value: 'day', label: 'Past day', days: 1 },
  { value: 'week', label: 'Past week', days: 7 },
  { value: 'month', label: 'Past month', days: 30 },
  { value: 'year', label: 'Past year', days: 365 },
] as const;
export type SearchDate = (typeof searchDateOptions)[number]['value'];

export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGES = 50;
/** Longest query read; longer text is cut, not refused. */
export const MAX_SEARCH_LENGTH = 200;

export type SearchQuery = {
  q: string;
  type: SearchType | 'all';
  /** An article category; it narrows the search to articles. */
  category: ArticleCategory | 'all';
  date: SearchDate;
  page: number;
};

/** The URL of a search: defaults are left out, so a plain query reads `/search?q=techno`. */
export function searchHref(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type && query.type !== 'all') params.set('type', query.type);
  if (query.category && query.category !== 'all') params.set('category', query.category);
  if (query.date && query.date !== 'any') params.set('date', query.date);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** The start of the window a date option reaches back to, or null for any time. */
export function publishedSince(date: SearchDate, now: Date): Date | null {
  const days = searchDateOptions.find((option) => option.value === date)?.days ?? null;
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

const sections: Record<SearchType, string> = {
  article: '/news',
  release: '/releases',
  festival: '/festivals',
  review: '/reviews',
  interview: '/interviews',
};

/** Where a result leads: its own page under its section (`/news/{slug}`, `/releases/{slug}`, …). */
export function searchResultHref(type: SearchType, slug: string): string {
  return `${sections[type]}/${encodeURIComponent(slug)}`;
}

/**
 * The page links to show: the first, the last, and two either side of the current one; `null` marks a gap.
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
