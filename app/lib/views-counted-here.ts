/**
 * How many new views this process has counted of each article since it started. An article's page keeps its
 * data until published content changes (`getPublishedArticle`), and adds the views counted here since it read
 * them, so the figure a reader sees still includes their own view without a query per page. Like
 * content-version.ts, the server (which counts) and the app build (which renders) each load their own copy of
 * this file, and share one tally through the global object.
 */
const holder = globalThis as typeof globalThis & { __dropwireViewsCountedHere?: Map<string, number> };
holder.__dropwireViewsCountedHere ??= new Map();
const tally = holder.__dropwireViewsCountedHere;

/**
 * At most this many articles are tallied; past it the tally starts again (a page read before then shows the
 * figure it read, without later views, until its data is read anew).
 */
const MAX_ARTICLES = 100_000;

export function viewCountedHere(slug: string): void {
  if (tally.size >= MAX_ARTICLES && !tally.has(slug)) tally.clear();
  tally.set(slug, (tally.get(slug) ?? 0) + 1);
}

export const viewsCountedHere = (slug: string): number => tally.get(slug) ?? 0;
