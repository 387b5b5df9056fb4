import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { festivals } from '~/db/schema/festivals';
import { reviews } from '~/db/schema/gear';
import { interviews } from '~/db/schema/interviews';
import { releases } from '~/db/schema/releases';
import { correctedQueries, neighbourSwaps, rankCorrections, type CandidateWord } from './search-corrections';
import { readerTsQuery } from './search-text.server';

// "Did you mean" for a search that found nothing (decision 017). The vocabulary is the words of what readers
// see first: published article titles, festival names and release artists, read through their trigram
// indexes when needed, so it is never stale and needs no job. Only words that match nothing published are
// corrected (a stop word or a word found somewhere is kept), and a suggestion is offered only if it finds
// something. Runs inside the search's read-only transaction, which sets pg_trgm.word_similarity_threshold.

type Executor = Pick<Database, 'execute'>;

const MAX_SUGGESTIONS = 3;
const MAX_WORDS = 8;
/** Titles (or names) read per unknown word, and candidate words kept from them. */
const TEXTS_PER_WORD = 50;
const CANDIDATES_PER_WORD = 20;
/** Words looser than this (pg_trgm similarity) are not even candidates. */
const MIN_SIMILARITY = 0.3;
/** How much of a typed word a title word must share (word_similarity) to be read: lower finds swapped letters. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const WORD = /[\p{L}\p{N}]+/gu;

const searchable = [articles, releases, festivals, reviews, interviews];

/** True where `query` (a tsquery) matches something published, in any kind of content. */
const findsAnything = (query: SQL) =>
  sql.join(
    searchable.map(
      (table) =>
        sql`EXISTS (SELECT 1 FROM ${table} WHERE status = 'published' AND search_vector @@ ${query})`,
    ),
    sql` OR `,
  );

type CandidateRow = CandidateWord & { typed: string; folded: string };

/**
 * Words of titles and names that look like `word`, if `word` matches nothing published (and is no stop word).
 * Each word is written into the statement, not joined from a list, so the planner sees it: it then reads the
 * trigram indexes, and the GIN indexes for the check, instead of every row.
 */
function lookalikes(word: string): SQL {
  const typed = sql`${word}::text`;
  const folded = sql`lower(unaccent(${typed}))`;
  const texts = sql`(SELECT title AS text FROM ${articles}
      WHERE status = 'published' AND ${folded} <% title LIMIT ${TEXTS_PER_WORD})
    UNION ALL (SELECT name FROM ${festivals}
      WHERE status = 'published' AND ${folded} <% name LIMIT ${TEXTS_PER_WORD})
    UNION ALL (SELECT artist FROM ${releases}
      WHERE status = 'published' AND ${folded} <% artist LIMIT ${TEXTS_PER_WORD})`;
  const asQuery = sql`plainto_tsquery('dropwire_search', ${typed})`;
  return sql`(SELECT ${typed} AS typed, ${folded} AS folded, candidate AS word, count(*)::int AS count,
      similarity(candidate, ${folded}) AS similarity
    FROM (${texts}) texts,
    LATERAL (SELECT DISTINCT lower(unaccent(part)) AS candidate
      FROM regexp_split_to_table(texts.text, '[^[:alnum:]]+') part) parts
    WHERE similarity(candidate, ${folded}) >= ${MIN_SIMILARITY}
      AND numnode(${asQuery}) > 0 AND NOT (${findsAnything(asQuery)})
    GROUP BY candidate
    ORDER BY similarity DESC
    LIMIT ${CANDIDATES_PER_WORD})`;
}

/** Words longer than this are not tried with their letters swapped (a long word's slips are in its trigrams). */
const MAX_SWAPPED_WORD = 16;

/**
 * `word` with two neighbouring letters swapped, where that finds something published and `word` finds nothing.
 * Trigram similarity misses these ("tecnho" shares three of seven trigrams with "techno"), and the index
 * answers each check at once.
 */
function swappedLetters(word: string): SQL | undefined {
  const swaps = word.length <= MAX_SWAPPED_WORD ? neighbourSwaps(word) : [];
  if (swaps.length === 0) return undefined;
  const typed = sql`${word}::text`;
  const asQuery = sql`plainto_tsquery('dropwire_search', ${typed})`;
  const swapQuery = sql`plainto_tsquery('dropwire_search', swap)`;
  return sql`(SELECT ${typed} AS typed, lower(unaccent(${typed})) AS folded, swap AS word, 1 AS count,
      similarity(swap, ${typed}) AS similarity
    FROM unnest(ARRAY[${sql.join(
      swaps.map((swap) => sql`${swap}`),
      sql`, `,
    )}]::text[]) swap
    WHERE numnode(${asQuery}) > 0 AND NOT (${findsAnything(asQuery)})
      AND numnode(${swapQuery}) > 0 AND (${findsAnything(swapQuery)}))`;
}

/**
 * For each word of the query that matches nothing: words of titles and names that look like it, and the word
 * with two neighbouring letters swapped where that finds something.
 */
async function candidatesFor(db: Executor, words: string[]): Promise<CandidateRow[]> {
  const parts = [...words.map(lookalikes), ...words.flatMap((word) => swappedLetters(word) ?? [])];
  const { rows } = await db.execute<CandidateRow>(sql.join(parts, sql` UNION ALL `));
  return rows;
}

/** The suggestions, in order, that find at least one published item of any kind. */
async function keepThoseThatFind(db: Executor, suggestions: string[]): Promise<string[]> {
  if (suggestions.length === 0) return [];
  const { rows } = await db.execute<{ n: number }>(
    sql.join(
      suggestions.map(
        (suggestion, n) => sql`(SELECT ${n}::int AS n WHERE ${findsAnything(readerTsQuery(suggestion))})`,
      ),
      sql` UNION ALL `,
    ),
  );
  return rows
    .map((row) => Number(row.n))
    .sort((a, b) => a - b)
    .map((n) => suggestions[n]!);
}

/**
 * Queries like `text` that would find published content: its unknown words corrected, best first, at most
 * three.
 */
export async function suggestCorrections(db: Executor, text: string): Promise<string[]> {
  const words = [...new Set([...text.matchAll(WORD)].map((match) => match[0].toLowerCase()))]
    .filter((word) => word.length >= 3)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  // Each check looks for one row of a word that, here, matches nothing; the planner, expecting a word it has
  // no statistics for in one row of a few hundred, would read the table until the end to find it. The indexes
  // answer at once. (Only for the rest of this transaction, which only searches.)
  await db.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
  const byWord = new Map<string, CandidateRow[]>();
  for (const row of await candidatesFor(db, words)) {
    byWord.set(row.typed, [...(byWord.get(row.typed) ?? []), row]);
  }
  const corrections = new Map(
    [...byWord].map(([typed, rows]) => [typed, rankCorrections(rows[0]!.folded, rows)] as const),
  );
  return (await keepThoseThatFind(db, correctedQueries(text, corrections, WORD, MAX_SUGGESTIONS + 2))).slice(
    0,
    MAX_SUGGESTIONS,
  );
}
