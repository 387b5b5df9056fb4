import { articleCategories } from '~/db/schema/enums';

/** The category options of the News list, in the spec's order ('reviews' comes from the newsroom's classifier). */
export const newsCategoryOptions = ['all', ...articleCategories] as const;

export const newsSortOptions = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'popular', label: 'Most Popular' },
] as const;

export type NewsSort = (typeof newsSortOptions)[number]['value'];

export const NEWS_PAGE_SIZE = 12;
/** Pages 1..page are listed at once (Load More as a link) up to this page; later ones are shown alone. */
export const MAX_NEWS_PAGES = 50;
/** The highest page number a News URL may name; past the last page the list is empty. */
export const MAX_NEWS_PAGE_NUMBER = 1_000_000;

/**
 * A page past the Load More pages, without a search: shown alone, read through the list's index (decision 071),
 * so an old page number a crawler or a reader's bookmark holds still opens at a bounded cost.
 */
export const isArchivePage = (query: Pick<NewsQuery, 'search' | 'page'>) =>
  !query.search && query.page > MAX_NEWS_PAGES;

export type NewsQuery = {
  search: string;
  category: (typeof newsCategoryOptions)[number];
  sort: NewsSort;
  page: number;
  view: 'grid' | 'list';
};

/** The URL query for a News list state: defaults are left out, so `/news` is the canonical plain list. */
export function newsQueryString(query: Partial<NewsQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category && query.category !== 'all') params.set('category', query.category);
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.view && query.view !== 'grid') params.set('view', query.view);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
