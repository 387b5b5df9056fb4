import { z } from 'zod';
import { MAX_LIST_PAGES } from './list-query';

// zod pieces of a section list's URL query, for loaders. A malformed or unknown value falls back to its
// default instead of failing, as on /news: a shared link with a stale parameter should still show the list.

/** The search box: trimmed, at most 100 characters (request limits already refuse control characters). */
export const listSearch = () =>
  z
    .string()
    .trim()
    .transform((text) => text.slice(0, 100))
    .catch('')
    .default('');

/** One of fixed options (a sort, a view, a period kind); anything else is `fallback`. */
export const listChoice = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z.enum(values).catch(fallback).default(fallback);

/**
 * A filter whose options come from the data (a label, a brand, a country): any short text, `fallback` when
 * absent or too long. The loader matches it against what is stored, so an unknown value simply finds nothing.
 */
export const listOption = (fallback = 'all') =>
  z.string().trim().min(1).max(80).catch(fallback).default(fallback);

export const listPage = () => z.coerce.number().int().min(1).max(MAX_LIST_PAGES).catch(1).default(1);

/** Reads a list's query from a request's URL with the given fields (built from the pieces above). */
export function parseListQuery<Shape extends z.ZodRawShape>(
  request: Request,
  shape: Shape,
): z.output<z.ZodObject<Shape>> {
  return z.object(shape).parse(Object.fromEntries(new URL(request.url).searchParams));
}
