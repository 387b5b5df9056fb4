import { listQueryString } from '../catalogue/list-query';
import { monthLabel } from './festival-dates';

// The Festivals list's URL state (/festivals): search, country, genre, month, the view (list or map) and the
// page, shared by the loader and the screen. Pure, so the screen's code needs no zod (the loader reads the
// URL with festival-list-query-schema.ts).

export const festivalViews = ['list', 'map'] as const;
export type FestivalView = (typeof festivalViews)[number];

/** The reading spec's filter options; countries and genres the data holds besides these are offered too. */
export const specCountries = ['USA', 'Belgium', 'Netherlands', 'UK', 'Germany', 'Spain'] as const;
export const specGenres = ['House', 'Techno', 'Trance', 'Progressive', 'Bass', 'Multi-Genre'] as const;

export const FESTIVAL_PAGE_SIZE = 12;

export type FestivalListQuery = {
  search: string;
  country: string;
  genre: string;
  /** `YYYY-MM`, or `all`. */
  month: string;
  view: FestivalView;
  page: number;
};

export const festivalListDefaults: FestivalListQuery = {
  search: '',
  country: 'all',
  genre: 'all',
  month: 'all',
  view: 'list',
  page: 1,
};

/**
 * The URL of a list state: only what differs from the defaults, so the first page of everything is the bare
 * `/festivals`. On the map, `festival` is the festival whose card is open.
 */
export function festivalListHref(query: Partial<FestivalListQuery>, festival?: string): string {
  const path = `/festivals${listQueryString(query, festivalListDefaults)}`;
  if (!festival) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ festival })}`;
}

export type FilterOption = { value: string; label: string };

/** `all`, then the spec's options in its order, then any others the data holds, alphabetically. */
export function filterOptions(
  allLabel: string,
  spec: readonly string[],
  present: readonly string[],
): FilterOption[] {
  const others = present.filter((value) => !spec.includes(value)).sort((a, b) => a.localeCompare(b, 'en'));
  return [
    { value: 'all', label: allLabel },
    ...[...spec, ...others].map((value) => ({ value, label: value })),
  ];
}

/** The months that have festivals (`YYYY-MM`, in order), labelled "July 2026". */
export const monthOptions = (months: readonly string[]): FilterOption[] => [
  { value: 'all', label: 'All dates' },
  ...months.map((value) => ({ value, label: monthLabel(value) })),
];
