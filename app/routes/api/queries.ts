import { z } from 'zod';
import {
  calendarDate,
  decodeCursor,
  inYearRange,
  microsecondTimestamp,
  uuidText,
  YEAR_RANGE_MESSAGE,
} from '~/domain/feeds/api-cursor';
import { tagKinds } from '~/db/schema/content';
import { articleCategories } from '~/db/schema/enums';
import type { ApiErrorBody } from './schemas';

/**
 * The query parameters of each list endpoint, as zod schemas: the routes parse requests with them and the
 * OpenAPI document describes its parameters from them. Unknown parameters are ignored; an empty one
 * counts as absent; a bad value is refused with a message that names it.
 */

const limit = z.coerce
  .number({ error: 'expected a whole number from 1 to 100' })
  .int('expected a whole number from 1 to 100')
  .min(1, 'expected a whole number from 1 to 100')
  .max(100, 'expected a whole number from 1 to 100')
  .default(20)
  .describe('Items per page, 1 to 100.');

/** A `cursor` parameter of the list `list`, whose key has the shape `key`; decoded to that key. */
function cursorOf<Key extends readonly string[]>(list: string, key: z.ZodType<Key>) {
  return z
    .string()
    .transform((text, ctx) => {
      const decoded = decodeCursor(list, text, key);
      if (decoded) return decoded;
      ctx.addIssue({
        code: 'custom',
        message: `not a cursor of this list: pass the next_cursor of a ${list} response unchanged`,
      });
      return z.NEVER;
    })
    .optional()
    .describe('The `next_cursor` of the previous page; absent for the first page.');
}

const nameText = (what: string) =>
  z.string().max(200, 'expected at most 200 characters').optional().describe(what);

const dateParam = (what: string) =>
  z.iso
    .date({ error: 'expected a date such as 2026-06-01' })
    .refine(inYearRange, YEAR_RANGE_MESSAGE)
    .optional()
    .describe(`${what} A date, YYYY-MM-DD.`)
    .meta({ example: '2026-06-01' });

export const articlesQuery = z.object({
  category: z
    .enum(articleCategories, { error: `expected one of ${articleCategories.join(', ')}` })
    .optional()
    .describe('Only articles of this category.'),
  // Slugs are lower case, and the site finds /tags/Techno too: so does the API.
  tag: z
    .string()
    .max(200, 'expected at most 200 characters')
    .toLowerCase()
    .optional()
    .describe("Only articles carrying the tag with this slug (a tag's `slug`; case-insensitive)."),
  q: z
    .string()
    .trim()
    .max(200, 'expected at most 200 characters')
    .optional()
    .describe(
      'Full-text search of title, summary and body (English stemming, accents ignored; web search syntax: "quoted phrase", -word, or).',
    ),
  since: z.iso
    .datetime({ offset: true, error: 'expected an ISO 8601 date-time such as 2026-06-01T00:00:00Z' })
    .refine(inYearRange, YEAR_RANGE_MESSAGE)
    .transform((text) => new Date(text))
    .optional()
    .describe('Only articles published at or after this moment (ISO 8601 date-time with Z or an offset).'),
  cursor: cursorOf('articles', z.tuple([microsecondTimestamp, uuidText])),
  limit,
});

export const tagsQuery = z.object({
  kind: z
    .enum(tagKinds, { error: `expected one of ${tagKinds.join(', ')}` })
    .optional()
    .describe('Only tags of this kind.'),
  cursor: cursorOf('tags', z.tuple([z.string().min(1)])),
  limit,
});

export const authorsQuery = z.object({
  cursor: cursorOf('authors', z.tuple([z.string().min(1)])),
  limit,
});

export const releasesQuery = z.object({
  genre: nameText('Only releases of this genre (case-insensitive, such as `Techno`).'),
  from: dateParam('Only releases on or after this day.'),
  to: dateParam('Only releases on or before this day.'),
  cursor: cursorOf('releases', z.tuple([calendarDate, uuidText])),
  limit,
});

export const festivalsQuery = z.object({
  from: dateParam('Only festivals still running on or after this day (their last day is this day or later).'),
  to: dateParam('Only festivals starting on or before this day.'),
  country: nameText('Only festivals in this country (case-insensitive, as the festival names it).'),
  genre: nameText('Only festivals with this genre (case-insensitive).'),
  cursor: cursorOf('festivals', z.tuple([calendarDate, uuidText])),
  limit,
});

export const articlePath = z.object({
  slug: z.string().min(1).max(200).describe("The article's slug, as in its URL /news/{slug}."),
});

export type QueryResult<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

/** Reads the parameters `schema` names from a URL (the first value of each) and checks them. */
export function parseQuery<S extends z.ZodObject>(url: URL, schema: S): QueryResult<z.output<S>> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') input[name] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0]!;
  const parameter = String(issue.path[0] ?? '');
  return {
    ok: false,
    error: {
      code: 'invalid_parameter',
      message: `Invalid value for "${parameter}": ${issue.message}.`,
      parameter,
    },
  };
}
