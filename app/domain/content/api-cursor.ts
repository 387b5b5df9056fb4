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

/**
 * A timestamp as PostgreSQL holds it, to the microsecond (`2026-11-23T10:00:00.123456Z`). A JavaScript
 * Date keeps milliseconds only: a key cut to them would sort before its own row, which the next page
 * would then show again.
 */
export const microsecondTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((text) => !Number.isNaN(Date.parse(text)));

export const uuidText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A calendar date (`2026-11-23`), as date columns are compared. */
export const calendarDate = z.iso.date();
