// One page of a desk list: the rows, and where the list stands. Pure.

export const DESK_PAGE_SIZE = 25;

/** One entry as a desk list shows it. */
export type DeskListRow = {
  id: string;
  title: string;
  /** A second line: the artist, the location, the brand… */
  detail: string;
  /** Its status in words (published, draft, active…), or null for kinds without one. */
  status: string | null;
  updatedAt: string | null;
};

export type DeskList = { rows: DeskListRow[]; total: number; page: number; pageCount: number };

export type DeskListQuery = { search: string; page: number };

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));

/** A search box's words as an ILIKE pattern that matches them literally (`%` and `_` are no wildcards). */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The list's query from the URL: `?q=` (at most 100 characters) and `?page=` (1 when absent or bad). */
export function readListQuery(url: URL): DeskListQuery {
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = Number(url.searchParams.get('page'));
  return { search, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}
