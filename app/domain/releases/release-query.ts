import { listQueryString } from '../catalogue/list-query';

// The Releases list's URL state (search, genre, label, page) and its filter options. Pure: the loader and the
// screen share it.

export const RELEASES_PAGE_SIZE = 12;

/** The genre options the reading spec names, in its order; genres found in the published data follow. */
export const specGenres = ['Techno', 'House', 'Trance', 'Progressive', 'Deep House', 'Tech House'] as const;

/** The label options the reading spec names, in its order; labels found in the published data follow. */
export const specLabels = ['Anjunabeats', 'Defected', 'Drumcode', 'mau5trap', 'Toolroom'] as const;

export type ReleaseQuery = { search: string; genre: string; label: string; page: number };

export const releaseQueryDefaults: ReleaseQuery = { search: '', genre: 'all', label: 'all', page: 1 };

/** A release's page. */
export const releaseHref = (slug: string) => `/releases/${slug}`;

/** `/releases` with the query's non-default values: the unfiltered first page is the bare path. */
export const releasesHref = (query: Partial<ReleaseQuery>): string =>
  `/releases${listQueryString({ ...releaseQueryDefaults, ...query }, releaseQueryDefaults)}`;

export type FilterOption = { value: string; label: string };

/**
 * A filter's options: "all" first, then the spec's values in its order, then the other values the published
 * data holds, alphabetically (a value the spec spells differently from the data is not repeated). A value
 * asked for in the URL that is neither is offered too, so the select always shows what the list is filtered
 * by (and the empty state explains the empty list).
 */
export function filterOptions(
  allLabel: string,
  spec: readonly string[],
  inData: readonly string[],
  current: string,
): FilterOption[] {
  const seen = new Set<string>();
  const values: string[] = [];
  const add = (value: string) => {
    const key = value.toLowerCase();
    if (key === 'all' || seen.has(key)) return;
    seen.add(key);
    values.push(value);
  };
  spec.forEach(add);
  [...inData].sort((a, b) => a.localeCompare(b, 'en')).forEach(add);
  add(current);
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}

/**
 * The option a URL value stands for, matched without regard to case (`?genre=deep%20house` is Deep House),
 * so the select shows it and the list filters by the stored spelling; the value itself when none matches.
 */
export function canonicalOption(value: string, options: readonly string[]): string {
  if (value.toLowerCase() === 'all') return 'all';
  return options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}
