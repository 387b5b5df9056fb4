import { sql, type SQL } from 'drizzle-orm';
import { articleCandidateCtes } from './search-articles.server';
import { MARK_END, MARK_START } from './search-highlight';
import { kinds, newestMatches } from './search-kinds.server';
import {
  publishedSince,
  SEARCH_PAGE_SIZE,
  searchTypes,
  type SearchQuery,
  type SearchType,
} from './search-query';
import { readerTsQuery } from './search-text.server';

// The search as one statement (decision 017): each kind's newest CANDIDATES matches, ranked together, one page
// of them with its text and highlights. Bounding before ranking keeps a word found in half the articles as
// fast as a rare one: the planner either reads the published index newest first and stops at CANDIDATES
// matches (a common word) or takes the few matches from the GIN index and sorts them (a rare one); for the
// many articles, search-articles.server.ts keeps a wrong guess from costing much. Ranking reads the vectors
// of the candidates only.

/** Matches ranked per kind of content; a kind with more shows "more than" its total. */
export const CANDIDATES = 200;
/** ts_rank_cd weights of D, C, B, A: transcript, body, summary, title. A title hit outweighs ten body hits. */
const WEIGHTS = '{0.05, 0.1, 0.4, 1.0}';
/** Rank normalisation 1: divided by 1 + log(length), so a long text does not win by length alone. */
const NORMALISATION = 1;
/** Recency boost: today's match counts 1.5 times, one 14 days old 1.25, one a year old about 1.02. */
const BOOST = 0.5;
const BOOST_SCALE_SECONDS = 14 * 86_400;
// One fragment: an article's summary is often its first sentence again, and two fragments would show it twice.
const HEADLINE = `MaxFragments=1, MaxWords=35, MinWords=15, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** One kind's newest matches (articles through their CTEs). */
function candidates(type: SearchType, query: SearchQuery, filters: SQL[]): SQL {
  if (type === 'article') return sql`(SELECT * FROM article_candidates)`;
  return sql`(${newestMatches(type, query.q, filters)}
    ORDER BY t.published_at DESC NULLS LAST LIMIT ${CANDIDATES})`;
}

/** The page's rows of one kind with what they show. */
const details = (type: SearchType) =>
  sql`(SELECT p.position, ${kinds[type].columns}
    FROM page p JOIN ${kinds[type].table} t ON t.id = p.id WHERE p.type = ${type})`;

/** The kinds a query searches: a category is an article's, so asking for one leaves the other kinds out. */
const searchedTypes = (query: SearchQuery) =>
  searchTypes.filter(
    (type) =>
      (query.type === 'all' || query.type === type) && (query.category === 'all' || type === 'article'),
  );

/**
 * The search, unexecuted, so a test can EXPLAIN it. Its rows: the counts per kind and whether the text had any
 * word to search for (on every row, and on a single row of NULLs when nothing matched), then one per result of
 * the page (the page clamped to the last one), in rank order. `probeBoundary` is what `probeBoundary()` of
 * search-articles.server.ts read.
 */
export function searchStatement(query: SearchQuery, now: Date, probeBoundary: Date | null): SQL {
  const since = publishedSince(query.date, now);
  const types = searchedTypes(query);
  const filters = since ? [sql`t.published_at >= ${since.toISOString()}::timestamptz`] : [];
  const parts = types.map((type) => candidates(type, query, filters));
  const tsQuery = readerTsQuery(query.q);
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const plain = (text: SQL) => sql`translate(${text}, ${MARK_START + MARK_END}, '')`;
  const age = sql`greatest(0, extract(epoch FROM ${now.toISOString()}::timestamptz - date)::float8)`;
  const articleCtes = types.includes('article')
    ? sql`${articleCandidateCtes(query, filters, CANDIDATES, probeBoundary)},`
    : sql``;
  return sql`WITH ${articleCtes}
  candidates AS (${sql.join(parts, sql` UNION ALL `)}),
  ranked AS (
    SELECT type, id, date, count(*) OVER () AS total,
      row_number() OVER (ORDER BY
        ts_rank_cd(${WEIGHTS}::float4[], vector, ${tsQuery}, ${NORMALISATION})
          * (1 + ${BOOST} / (1 + ${age} / ${BOOST_SCALE_SECONDS})) DESC NULLS LAST,
        date DESC NULLS LAST, id DESC) AS position
    FROM candidates
  ),
  page AS (
    SELECT type, id, date, position FROM ranked
    WHERE position > least(${offset}, (total - 1) / ${SEARCH_PAGE_SIZE} * ${SEARCH_PAGE_SIZE})
    ORDER BY position LIMIT ${SEARCH_PAGE_SIZE}
  ),
  shown (position, slug, title, body, category, details, date_start, date_end) AS (
    ${sql.join(types.map(details), sql` UNION ALL `)}
  )
  SELECT c.counts, numnode(${tsQuery}) > 0 AS has_words, p.type, p.id, p.position, p.date, s.slug, s.title,
    ts_headline('dropwire_search', ${plain(sql`s.title`)}, ${tsQuery}, ${TITLE_HEADLINE}) AS title_marked,
    ts_headline('dropwire_search', ${plain(sql`s.body`)}, ${tsQuery}, ${HEADLINE}) AS snippet,
    left(${plain(sql`s.body`)}, 400) AS lead, s.category, s.details, s.date_start, s.date_end
  FROM (SELECT json_object_agg(type, n) AS counts
        FROM (SELECT type, count(*)::int AS n FROM candidates GROUP BY type) per_type) c
  LEFT JOIN page p ON true
  LEFT JOIN shown s ON s.position = p.position
  ORDER BY p.position`;
}
