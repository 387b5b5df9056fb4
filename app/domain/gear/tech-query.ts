import type { gearCategories } from '~/db/schema/gear';

// The Tech & Gear list's URL state (search, category, sort, page), shared by the loader and the screen. Pure:
// the category values come from the schema as a type only, so the screen's bundle carries no Drizzle.

/** Cards a page, as on /news. */
export const TECH_PAGE_SIZE = 12;

export type TechCategory = 'all' | (typeof gearCategories)[number];

export const techSortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
] as const;

export type TechSort = (typeof techSortOptions)[number]['value'];

export type TechQuery = { search: string; category: TechCategory; sort: TechSort; page: number };

/** The unfiltered first page: `/tech` with no query string. */
export const techDefaults: TechQuery = { search: '', category: 'all', sort: 'newest', page: 1 };
