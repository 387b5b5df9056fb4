// The URL state of a section list (/releases, /festivals, /reviews, …): filters and page live in the query
// string, so a list is shareable and the back button works. Pure: the screen and the loader share it.

export type ListValues = Record<string, string | number>;

/** Most pages a section list offers, as on /news: it keeps every OFFSET small whatever `?page=` says. */
export const MAX_LIST_PAGES = 50;

/**
 * The query string of a list state: only the values that differ from their defaults, in the order of
 * `defaults`, so the unfiltered first page is the bare path (one canonical URL). '' when nothing differs.
 */
export function listQueryString<T extends ListValues>(values: Partial<T>, defaults: T): string {
  const params = new URLSearchParams();
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = values[key];
    if (value === undefined || value === '' || String(value) === String(fallback)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter differs from its default (the page does not count): when to offer Clear Filters. */
export function hasActiveFilters<T extends ListValues>(values: T, defaults: T): boolean {
  return Object.keys(defaults).some(
    (key) => key !== 'page' && key !== 'view' && String(values[key] ?? '') !== String(defaults[key]),
  );
}

/** How many pages `total` items make at `pageSize` a page (at least one, at most MAX_LIST_PAGES). */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.min(MAX_LIST_PAGES, Math.max(1, Math.ceil(total / pageSize)));

/**
 * A list search box's words as a PostgreSQL tsquery where each word is a prefix and all must match
 * ("amel len" finds Amelie Lens): letters and digits only, at most eight words, so nothing a reader types
 * can be tsquery syntax. Null when there is no word to look for.
 */
export function prefixQueryText(text: string): string | null {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null;
}
