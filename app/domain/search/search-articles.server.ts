import { sql, type SQL } from 'drizzle-orm';
import { articles } from '~/db/schema/content';
import { newestMatches } from './search-kinds.server';
import type { SearchQuery } from './search-query';

// The newest matching articles, found at a bounded cost whatever the query (decision 017).
//
// Reading the published index newest first and stopping at `limit` matches is cheap for a common word, and
// taking the matches from the GIN index and sorting them is cheap for a rare one. The planner picks one from
// its estimate of how many rows match, and that estimate can be far off: a phrase of two common words
// ("closing set") is estimated as often as both words together, so reading newest first looks cheap, and then
// reads every article to find the few dozen that match. So the first read, the probe, is bounded to the
// newest PROBE_ROWS articles (of the category, when one is asked for), and what it found decides how to go on:
// enough matches, done; many (the query is common, so more are near), read on newest first; few (it is rare),
// take the older matches from the GIN index (OFFSET 0 keeps the planner from reading them newest first too).
// The boundary is looked up before the statement is planned, so the planner knows how many rows the probe
// covers.

const PROBE_ROWS = 3_000;
/** Matches among the probed rows from which reading on newest first is expected to find the rest soon. */
const COMMON_FROM = 100;

const categoryOf = (query: SearchQuery) => (query.category === 'all' ? undefined : query.category);

/** The publication time of the oldest article the probe reads (null: there are fewer, it reads them all). */
export function probeBoundary(query: SearchQuery): SQL {
  const category = categoryOf(query);
  return sql`(SELECT published_at FROM ${articles}
    WHERE status = 'published'${category ? sql` AND category = ${category}` : sql``}
    ORDER BY published_at DESC NULLS LAST OFFSET ${PROBE_ROWS - 1} LIMIT 1)`;
}

/** The CTEs of the article candidates, for the statement's WITH; they end in `article_candidates`. */
export function articleCandidateCtes(
  query: SearchQuery,
  filters: SQL[],
  limit: number,
  boundary: Date | null,
): SQL {
  const category = categoryOf(query);
  const all = category ? [...filters, sql`t.category = ${category}`] : filters;
  const matches = (more: SQL[]) => newestMatches('article', query.q, [...all, ...more]);
  if (!boundary) {
    return sql`article_candidates AS (${matches([])} ORDER BY t.published_at DESC NULLS LAST LIMIT ${limit})`;
  }
  const at = sql`${boundary.toISOString()}::timestamptz`;
  const found = sql`(SELECT count(*) FROM probe)`;
  return sql`probe AS MATERIALIZED (
    ${matches([sql`t.published_at >= ${at}`])} ORDER BY t.published_at DESC NULLS LAST LIMIT ${limit}
  ),
  article_candidates AS (
    SELECT * FROM (
      (SELECT * FROM probe)
      UNION ALL
      (${matches([sql`t.published_at < ${at}`, sql`${found} BETWEEN ${COMMON_FROM} AND ${limit - 1}`])}
        ORDER BY t.published_at DESC NULLS LAST LIMIT ${limit})
      UNION ALL
      (SELECT * FROM (${matches([sql`t.published_at < ${at}`, sql`${found} < ${COMMON_FROM}`])} OFFSET 0) rare
        ORDER BY date DESC NULLS LAST LIMIT ${limit})
    ) newest_first LIMIT ${limit}
  )`;
}
