import { z } from 'zod';

/**
 * The Content API's pagination cursors: the sort key of the last row a page showed, so the next page
 * starts strictly after it (keyset pagination: rows published meanwhile cannot shift a page, and no
 * row is skipped or repeated). Opaque to clients: base64url of `[list, ...key]` as JSON. The list name
 * keeps a cursor of one list from being read as another's; each list checks its key's shape with zod.
 */

const MAX_CURSOR_CHARS = 512;

export function encodeCursor(list: string, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([list, ...key]), 'utf8').toString('base64url');
}

/** The key a cursor of `list` carries, or undefined for text that is not one (damaged, or another list's). */
export function decodeCursor<Key extends readonly string[]>(
  list: string,
  text: string,
  keySchema: z.ZodType<Key>,
): Key | undefined {
  if (text.length > MAX_CURSOR_CHARS || !/^[\w-]+$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== list) return undefined;
  const key = keySchema.safeParse(parsed.slice(1));
  return key.success ? key.data : undefined;
}

/** One page of a keyset list, and the key of its last row when more follow (null on the last page). */
export type KeysetPage<T, Key> = { items: T[]; next: Key | null };

/**
 * One page from rows read one past `limit` (that extra row, when there is one, says that more follow): the
 * first `limit` rows, and the sort key of the last of them, from which the next page starts.
 */
export function keysetPage<T, Key>(rows: T[], limit: number, keyOf: (row: T) => Key): KeysetPage<T, Key> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last !== undefined ? keyOf(last) : null };
}

const MIN_YEAR = 1000;
const MAX_YEAR = 9999;

/** What a date or time outside the years the API reads is told. */
export const YEAR_RANGE_MESSAGE = `expected a year from ${MIN_YEAR} to ${MAX_YEAR}`;

/**
 * Whether an ISO 8601 date or date-time falls in the years the API reads, in UTC. ISO allows year 0000,
 * which PostgreSQL refuses (there is no year 0 before 1 AD), and an offset can carry a time into the year
 * before or after: without this, such a value would reach the database and fail there.
 */
export function inYearRange(text: string): boolean {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/**
 * A timestamp as PostgreSQL holds it, to the microsecond (`2026-11-23T10:00:00.123456Z`). A JavaScript
 * Date keeps milliseconds only: a key cut to them would sort before its own row, which the next page
 * would then show again.
 */
export const microsecondTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine(inYearRange);

export const uuidText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A calendar date (`2026-11-23`), as date columns are compared. */
export const calendarDate = z.iso.date().refine(inYearRange);
