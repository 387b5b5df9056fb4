import { sql, type SQL } from 'drizzle-orm';
import { articles } from '~/db/schema/content';
import { festivals } from '~/db/schema/festivals';
import { reviews } from '~/db/schema/gear';
import { interviews } from '~/db/schema/interviews';
import { releases } from '~/db/schema/releases';
import type { SearchType } from './search-query';
import { readerTsQuery } from './search-text.server';

// The kinds of content search covers (decision 017): where each lives, what a result shows of it, and the
// query for its matches.

/**
 * A body's text for snippets: a heading, a list item or a paragraph that ends without a stop gets one, so a
 * snippet does not run a heading into the text under it ("What we know. On techno…"); then every tag goes.
 */
const BLOCK_END_WITHOUT_STOP =
  '([^.!?:;…[:space:]>])((?:</(?:a|em|strong|b|i|span|code)>)*)[[:space:]]*</(?:h[1-6]|li|p|blockquote|figcaption|dt|dd|td|th)>';
/** The last character before the block's end, the stop, then the inline tags that closed with it. */
const WITH_STOP = '\\1.\\2 ';
const stripTags = (column: SQL) =>
  sql`regexp_replace(regexp_replace(${column}, ${BLOCK_END_WITHOUT_STOP}, ${WITH_STOP}, 'gi'), '<[^>]+>', ' ', 'g')`;

/**
 * Each kind's table and what a result shows of it: slug, title, the text snippets come from, an article's
 * category, a line of details, a festival's dates.
 */
export const kinds: Record<SearchType, { table: SQL; columns: SQL }> = {
  article: {
    table: sql`${articles}`,
    columns: sql`t.slug, t.title, t.summary || ' ' || ${stripTags(sql`t.content`)}, t.category,
      NULL::text, NULL::text, NULL::text`,
  },
  release: {
    table: sql`${releases}`,
    columns: sql`t.slug, t.title, t.description, NULL::text, t.artist || ' · ' || t.label || ' · ' || t.genre,
      NULL::text, NULL::text`,
  },
  festival: {
    table: sql`${festivals}`,
    columns: sql`t.slug, t.name, t.description, NULL::text, t.location || ', ' || t.country,
      t.date_start::text, t.date_end::text`,
  },
  review: {
    table: sql`${reviews}`,
    columns: sql`t.slug, t.title, t.verdict || ' ' || ${stripTags(sql`t.body`)}, NULL::text,
      'Rated ' || t.rating || ' of 5', NULL::text, NULL::text`,
  },
  interview: {
    table: sql`${interviews}`,
    columns: sql`t.slug, t.title, array_to_string(t.key_quotes, ' ') || ' ' || ${stripTags(sql`t.body`)},
      NULL::text, array_to_string(t.guests, ', '), NULL::text, NULL::text`,
  },
};

/**
 * One kind's newest matches. The tsquery is written out (not taken from a CTE) so the planner estimates from
 * the words how many rows match: for a common word it reads the published index newest first and stops at
 * CANDIDATES matches, for a rare one it takes the matches from the GIN index and sorts them.
 */
export function newestMatches(type: SearchType, q: string, filters: SQL[]): SQL {
  return sql`SELECT ${type}::text AS type, t.id, t.published_at AS date, t.search_vector AS vector
    FROM ${kinds[type].table} t
    WHERE t.status = 'published' AND t.search_vector @@ ${readerTsQuery(q)}${sql.join(
      filters.map((filter) => sql` AND ${filter}`),
    )}`;
}
