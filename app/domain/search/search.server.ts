import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { ArticleCategory } from '~/db/schema/content';
import { formatShortDate } from '~/lib/format';
import { hasHighlight } from './search-highlight';
import {
  MAX_SEARCH_PAGES,
  SEARCH_PAGE_SIZE,
  searchResultHref,
  type SearchQuery,
  type SearchType,
} from './search-query';
import { probeBoundary } from './search-articles.server';
import { CANDIDATES, searchStatement } from './search-statement.server';
import { suggestCorrections, WORD_SIMILARITY_THRESHOLD } from './search-suggestions.server';

// Ranked full-text search over everything published (decision 017); the statement is in
// search-statement.server.ts, the spelling suggestions in search-suggestions.server.ts.

export type SearchResult = {
  type: SearchType;
  id: string;
  href: string;
  /** Title and snippet carry MARK_START/MARK_END around the words that matched; render with splitHighlights. */
  title: string;
  snippet: string;
  /** When it was published, ISO. */
  date: string | null;
  /** An article's category. */
  category: ArticleCategory | null;
  /** A line that places it: artist and label, place and dates, guests, rating. */
  details: string | null;
};

export type SearchOutcome = {
  /** The query as run: the page is clamped to the last one. */
  query: SearchQuery;
  results: SearchResult[];
  /** Matches found; at least this many when `capped`. */
  total: number;
  capped: boolean;
  pageCount: number;
  /** The text has no word to search for (only very common words such as "the", or punctuation). */
  noWords: boolean;
  /** When nothing matched: queries that would find something, closest first. */
  suggestions: string[];
};

type Row = {
  counts: Partial<Record<SearchType, number>> | null;
  has_words: boolean;
  type: SearchType | null;
  id: string | null;
  slug: string | null;
  position: string | null;
  date: string | null;
  title: string | null;
  title_marked: string | null;
  snippet: string | null;
  lead: string | null;
  category: ArticleCategory | null;
  details: string | null;
  date_start: string | null;
  date_end: string | null;
};

/** Up to about 40 words of a text, cut at a word. */
function leadOf(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > 40 ? `${words.slice(0, 40).join(' ')} …` : words.join(' ');
}

function toResult(row: Row): SearchResult | undefined {
  if (!row.type || !row.id || !row.slug || row.title === null) return undefined;
  const festivalDates =
    row.date_start && row.date_end
      ? ` · ${formatShortDate(row.date_start)}${row.date_end === row.date_start ? '' : ` – ${formatShortDate(row.date_end)}`}`
      : '';
  return {
    type: row.type,
    id: row.id,
    href: searchResultHref(row.type, row.slug),
    title: row.title_marked ?? row.title,
    // A match in the title only leaves no hit in the text: the text's beginning says more than a few words.
    snippet: row.snippet && hasHighlight(row.snippet) ? row.snippet : leadOf(row.lead ?? ''),
    date: row.date ? new Date(row.date).toISOString() : null,
    category: row.category,
    details: row.details === null ? null : `${row.details}${festivalDates}`,
  };
}

/**
 * Searches published articles, releases, festivals, reviews and interviews: ranked, filtered, one page of
 * results with marked titles and snippets; when nothing matches, spelling suggestions that would.
 */
export async function searchPublished(
  db: Database,
  query: SearchQuery,
  now = new Date(),
): Promise<SearchOutcome> {
  if (!query.q) {
    return {
      query: { ...query, page: 1 },
      results: [],
      total: 0,
      capped: false,
      pageCount: 0,
      noWords: true,
      suggestions: [],
    };
  }
  return db.transaction(
    async (tx) => {
      // JIT compiling takes PostgreSQL hundreds of milliseconds, which a query that runs in a few never repays;
      // the planner asks for it when a common word's estimate looks costly. The threshold is the suggestions'.
      // The boundary of the articles' probe is read first, so the planner knows how many rows it covers.
      const [setup] = (
        await tx.execute<{ boundary: string | null }>(sql`SELECT
          set_config('jit', 'off', true),
          set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
          ${probeBoundary(query)} AS boundary`)
      ).rows;
      const boundary = setup?.boundary ? new Date(setup.boundary) : null;
      const { rows } = await tx.execute<Row>(searchStatement(query, now, boundary));
      const first = rows[0];
      const counts = Object.values(first?.counts ?? {});
      const total = counts.reduce((sum, n) => sum + n, 0);
      const position = Number(first?.position ?? 1);
      const noWords = first?.has_words === false;
      return {
        query: { ...query, page: Math.floor((position - 1) / SEARCH_PAGE_SIZE) + 1 },
        results: rows.map(toResult).filter((result) => result !== undefined),
        total,
        capped: counts.some((n) => n >= CANDIDATES),
        pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGES),
        noWords,
        suggestions: total === 0 && !noWords ? await suggestCorrections(tx, query.q) : [],
      };
    },
    { accessMode: 'read only' },
  );
}
