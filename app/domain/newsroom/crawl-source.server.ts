import { sql } from 'drizzle-orm';
import type { Agent } from 'undici';
import type { Database } from '~/db/client.server';
import type { sources } from '~/db/schema/newsroom';
import type { Logger } from '~/lib/logger.server';
import { uuidv7 } from '~/lib/uuid';
import { hostOf } from './canonical-url';
import { fetchFeed, type FetchPolicy } from './fetch-feed.server';
import { FeedFetchError } from './fetch-errors';
import type { HostLimiter } from './host-limiter';
import type { LexiconEntry } from './lexicon.server';
import type { NormalisedItem } from './normalise-item';
import { FeedParseError, type ParseLimits } from './parse-feed';
import { parseDocument } from './parse-pool/parse-document';
import type { DocumentParser } from './parse-pool/parse-pool';
import { draftArticles } from './draft-articles.server';
import { type PhaseTimings, timed } from './phase-timings';
import { planStories, type StoryPlan } from './plan-stories';
import { composeArticles, publishStories, sourceTexts, type Drafter } from './publish-stories.server';
import { itemsPerWeek, nextCrawlDelayMs } from './schedule';
import {
  type BatchItem,
  insertItemsAndStories,
  updateJoinedStories,
  withoutExactDuplicates,
} from './store-batch.server';
import { StoryIndex } from './story-index';
import { syncStoryIndex } from './story-index-sync.server';

export type NewsroomDeps = {
  db: Database;
  logger: Logger;
  policy: FetchPolicy;
  agent: Agent;
  limiter: HostLimiter;
  lexicon: LexiconEntry[];
  drafter?: Drafter;
  /** The worker's in-memory story index; by default one per database handle. */
  storyIndex?: StoryIndex;
  /** FEED_MAX_ITEMS and FEED_ITEM_MAX_CHARS, for parsing on the calling thread (the pool has its own). */
  parseLimits?: ParseLimits;
  /** Parses fetched feeds on worker threads; without it they are parsed on the calling thread. */
  parser?: DocumentParser;
  /** When given, time spent per pipeline phase is added up here (the ingest benchmark prints it). */
  timings?: PhaseTimings;
  now?: () => Date;
};

export type SourceRow = typeof sources.$inferSelect;

export type SourceOutcome = {
  sourceId: string;
  status: 'fetched' | 'not_modified' | 'failed';
  newItems: number;
  skippedEntries: number;
  newStories: number;
  updatedStories: number;
  error?: string;
};

/** What one source's fetch produced, before anything is written. */
export type FetchedSource = {
  source: SourceRow;
  outcome: SourceOutcome;
  items: NormalisedItem[];
  state: {
    status: number | null;
    url?: string;
    etag?: string | null;
    lastModified?: string | null;
    siteUrl?: string;
    itemsPerWeek: number;
    error?: string;
    errorCount: number;
    nextCrawlAt: Date;
  };
};

/** Fetches, parses and normalises one source; never throws: a failure is part of the result. */
export async function fetchSource(deps: NewsroomDeps, source: SourceRow): Promise<FetchedSource> {
  const now = (deps.now ?? (() => new Date()))();
  const host = hostOf(source.url);
  const outcome: SourceOutcome = {
    sourceId: source.id,
    status: 'failed',
    newItems: 0,
    skippedEntries: 0,
    newStories: 0,
    updatedStories: 0,
  };
  const healthy = (perWeek: number) => ({
    errorCount: 0,
    nextCrawlAt: new Date(now.getTime() + nextCrawlDelayMs({ itemsPerWeek: perWeek, errorCount: 0 })),
  });
  try {
    const paused = deps.limiter.pausedFor(host);
    if (paused > 0)
      throw new FeedFetchError(
        'http_status',
        `${host} asked us to wait; retrying in ${Math.ceil(paused / 1000)} s`,
        { retryAfterMs: paused },
      );
    const fetched = await deps.limiter.run(host, () =>
      fetchFeed(
        source.url,
        { etag: source.etag, lastModified: source.lastModified },
        deps.policy,
        deps.agent,
      ),
    );
    const movedTo =
      fetched.permanentUrl && fetched.permanentUrl !== source.url ? fetched.permanentUrl : undefined;
    if (fetched.kind === 'not_modified') {
      return {
        source,
        outcome: { ...outcome, status: 'not_modified' },
        items: [],
        state: {
          status: fetched.status,
          url: movedTo,
          itemsPerWeek: source.itemsPerWeek,
          ...healthy(source.itemsPerWeek),
        },
      };
    }
    const parsed = await timed(deps.timings, 'parseAndNormalise', () =>
      deps.parser
        ? deps.parser.parse(fetched.body, fetched.finalUrl, now)
        : parseDocument(fetched.body, fetched.finalUrl, now, deps.parseLimits),
    );
    for (const skipped of parsed.skipped)
      deps.logger.warn(
        { source: source.url, entry: skipped.index, reason: skipped.reason },
        'skipped a bad feed entry',
      );
    for (const dropped of parsed.dropped)
      deps.logger.warn(
        { source: source.url, entry: dropped.index, reason: dropped.reason },
        'dropped a field of a feed entry',
      );
    if (parsed.leftOut > 0)
      deps.logger.warn(
        { source: source.url, leftOut: parsed.leftOut, kept: parsed.items.length + parsed.skipped.length },
        'the feed has more entries than FEED_MAX_ITEMS; the newest were read',
      );
    // The feed's own dates tell how busy it is; entries without a date say nothing.
    const perWeek = itemsPerWeek(
      parsed.datedTimes.map((time) => new Date(time)),
      now,
    );
    return {
      source,
      outcome: { ...outcome, status: 'fetched', skippedEntries: parsed.skipped.length },
      items: parsed.items,
      state: {
        status: fetched.status,
        url: movedTo,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        siteUrl: parsed.siteUrl,
        itemsPerWeek: perWeek,
        ...healthy(perWeek),
      },
    };
  } catch (error) {
    const known = error instanceof FeedFetchError || error instanceof FeedParseError;
    const message = known ? (error as Error).message : `Unexpected error: ${(error as Error).message}`;
    if (!known) deps.logger.error({ err: error, source: source.url }, 'fetch failed unexpectedly');
    const retryAfterMs = error instanceof FeedFetchError ? error.details.retryAfterMs : undefined;
    // 429 and 503 speak for the whole host: every source there waits.
    if (
      retryAfterMs &&
      error instanceof FeedFetchError &&
      (error.details.status === 429 || error.details.status === 503)
    )
      deps.limiter.pause(host, retryAfterMs);
    return {
      source,
      outcome: { ...outcome, error: message },
      items: [],
      state: failedState(
        source,
        now,
        message,
        error instanceof FeedFetchError ? (error.details.status ?? null) : null,
        retryAfterMs,
      ),
    };
  }
}

// Deadlock, serialization failure, and a unique violation (an item stored by a writer that did not take the
// lock): each rolls the batch back, and the retry sees what the other writer committed.
const RETRYABLE = new Set(['40P01', '40001', '23505']);

async function withDeadlockRetry<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

/** One lock for every worker's item writes: grouping then sees every committed item, and no two batches race. */
const NEWSROOM_WRITE_LOCK = 0x44_52_57_31; // "DRW1"

const defaultIndexes = new WeakMap<Database, StoryIndex>();
function storyIndexOf(deps: NewsroomDeps): StoryIndex {
  if (deps.storyIndex) return deps.storyIndex;
  let index = defaultIndexes.get(deps.db);
  if (!index) defaultIndexes.set(deps.db, (index = new StoryIndex()));
  return index;
}

const byEarliest = (a: { publishedAt: Date; id: string }, b: { publishedAt: Date; id: string }) =>
  a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id);

/**
 * Writes a batch of fetched sources in one transaction: under the newsroom write lock, the items that are not
 * exact duplicates are grouped into stories (in memory, against the worker's story index), stored with their
 * stories, and published; then every source's crawl state. Any failure rolls it all back (the index forgets
 * what it learnt) and a deadlock is retried, so no item is ever stored without its story. Model drafting
 * runs after the commit.
 */
export async function writeFetched(deps: NewsroomDeps, batch: FetchedSource[]): Promise<SourceOutcome[]> {
  try {
    return await writeBatch(deps, batch);
  } catch (error) {
    // A data error (a value PostgreSQL refuses) comes from one source's items, not from the database: the
    // batch is split in halves until the source is found, so the others are stored and it alone fails.
    const state = sqlState(error);
    if (!state || !DATA_ERROR_CLASSES.has(state.slice(0, 2))) throw error;
    if (batch.length > 1) {
      const middle = Math.ceil(batch.length / 2);
      return [
        ...(await writeFetched(deps, batch.slice(0, middle))),
        ...(await writeFetched(deps, batch.slice(middle))),
      ];
    }
    const entry = batch[0]!;
    const reason = `Its items could not be stored (PostgreSQL ${state}: ${(error as { cause?: Error }).cause?.message ?? (error as Error).message})`;
    deps.logger.error({ err: error, source: entry.source.url }, "a source's items could not be stored");
    const now = (deps.now ?? (() => new Date()))();
    return writeBatch(deps, [
      {
        source: entry.source,
        outcome: { ...entry.outcome, status: 'failed', error: reason },
        items: [],
        state: failedState(entry.source, now, reason, entry.state.status),
      },
    ]);
  }
}

/** SQLSTATE classes of errors caused by the values written: data exceptions, integrity, program limits. */
const DATA_ERROR_CLASSES = new Set(['22', '23', '54']);

const sqlState = (error: unknown): string | undefined =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** The crawl state of a source whose crawl failed: one more error, and the back-off that follows. */
function failedState(
  source: SourceRow,
  now: Date,
  error: string,
  status: number | null,
  retryAfterMs?: number,
): FetchedSource['state'] {
  const errorCount = source.errorCount + 1;
  const delay = nextCrawlDelayMs({ itemsPerWeek: source.itemsPerWeek, errorCount, retryAfterMs });
  return {
    status,
    itemsPerWeek: source.itemsPerWeek,
    error,
    errorCount,
    nextCrawlAt: new Date(now.getTime() + delay),
  };
}

async function writeBatch(deps: NewsroomDeps, batch: FetchedSource[]): Promise<SourceOutcome[]> {
  if (batch.length === 0) return [];
  const now = (deps.now ?? (() => new Date()))();
  const index = storyIndexOf(deps);
  // Within a batch the older source wins an exact duplicate, so a mirror added later never takes the credit.
  const ordered = [...batch].sort(
    (a, b) =>
      a.source.createdAt.getTime() - b.source.createdAt.getTime() || a.source.id.localeCompare(b.source.id),
  );
  const offered: BatchItem[] = ordered.flatMap(({ source, items }) =>
    items.map((item) => ({
      ...item,
      id: uuidv7(),
      sourceId: source.id,
      sourceName: source.name,
      sourceCategory: source.category,
      autoPublish: source.autoPublish,
    })),
  );
  const written = await withDeadlockRetry(() =>
    deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      try {
        let stored: BatchItem[] = [];
        let plan: StoryPlan = { created: new Map(), joined: new Map(), storyOf: new Map() };
        let created = new Map<string, string>();
        const byStory = new Map<string, BatchItem[]>();
        if (offered.length > 0) {
          await timed(deps.timings, 'lock', () =>
            db.execute(sql`SELECT pg_advisory_xact_lock(${NEWSROOM_WRITE_LOCK})`),
          );
          stored = await timed(deps.timings, 'exactDuplicates', () => withoutExactDuplicates(db, offered));
        }
        if (stored.length > 0) {
          await timed(deps.timings, 'syncIndex', () =>
            syncStoryIndex(
              db,
              index,
              stored.map((item) => item.publishedAt.getTime()),
            ),
          );
          plan = await timed(deps.timings, 'group', () => planStories(index, stored, () => uuidv7()));
          for (const item of [...stored].sort(byEarliest)) {
            const storyId = plan.storyOf.get(item.id)!;
            const own = byStory.get(storyId);
            if (own) own.push(item);
            else byStory.set(storyId, [item]);
          }
          // The statements go out first; the new stories' articles are composed while PostgreSQL stores.
          const storing = timed(deps.timings, 'storeItems', async () => {
            index.lastSeq = await insertItemsAndStories(db, stored, plan);
            await updateJoinedStories(db, plan);
          });
          // Marked as handled now: if composing fails first, the store's own failure must not go unobserved.
          storing.catch(() => undefined);
          // When the store failed, composing fails too (the transaction is aborted): the store's error is the cause.
          const composed = await composeArticles(
            db,
            new Map([...byStory].filter(([storyId]) => plan.created.has(storyId))),
            { lexicon: deps.lexicon, now, timings: deps.timings },
          ).catch(async (error: unknown) => {
            await storing;
            throw error;
          });
          await storing;
          ({ created } = await publishStories(db, byStory, {
            lexicon: deps.lexicon,
            now,
            timings: deps.timings,
            composed,
          }));
        }
        await timed(deps.timings, 'crawlState', () => saveCrawlState(db, batch, now));
        return { stored, plan, created, byStory };
      } catch (error) {
        // The index learnt this batch's items as it grouped them; they are not stored, so it starts over.
        index.reset();
        throw error;
      }
    }),
  ).catch((error: unknown) => {
    index.reset();
    throw error;
  });

  const drafter = deps.drafter;
  if (drafter && written.created.size > 0)
    await timed(deps.timings, 'modelDrafts', () =>
      draftArticles(
        deps.db,
        drafter,
        [...written.created].map(([storyId, articleId]) => ({
          storyId,
          articleId,
          texts: sourceTexts(written.byStory.get(storyId)!),
        })),
        deps.logger,
      ),
    );

  // Each story counts once: a new one on the source of its first item, a grown one on the source of the
  // first item that joined it.
  const sourceOf = new Map(written.stored.map((item) => [item.id, item.sourceId]));
  const newItems = new Map<string, number>();
  for (const item of written.stored) newItems.set(item.sourceId, (newItems.get(item.sourceId) ?? 0) + 1);
  const tally = (sourceId: string, ids: Iterable<string>) =>
    [...ids].filter((itemId) => sourceOf.get(itemId) === sourceId).length;
  return batch.map((entry) => ({
    ...entry.outcome,
    newItems: newItems.get(entry.source.id) ?? 0,
    newStories: tally(
      entry.source.id,
      [...written.plan.created.values()].map((story) => story.firstItemId),
    ),
    updatedStories: tally(
      entry.source.id,
      [...written.plan.joined.values()].map((story) => story.first.id),
    ),
  }));
}

async function saveCrawlState(db: Database, batch: FetchedSource[], now: Date): Promise<void> {
  const values = sql.join(
    batch.map(({ source, state }) => {
      const url = state.url ?? source.url;
      return sql`(${source.id}::uuid, ${url}, ${hostOf(url)}, ${state.etag === undefined ? source.etag : state.etag}, ${state.lastModified === undefined ? source.lastModified : state.lastModified},
        ${state.status}::int, ${state.error ?? null}, ${state.errorCount}::int, ${state.itemsPerWeek}::real, ${state.nextCrawlAt.toISOString()}::timestamptz, ${state.siteUrl ?? null})`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE sources AS s SET url = v.url, host = v.host, etag = v.etag, last_modified = v.last_modified, last_status = v.status,
      last_error = v.error, error_count = v.error_count, items_per_week = v.per_week, next_crawl_at = v.next_at,
      site_url = coalesce(s.site_url, v.site_url), last_crawled_at = ${now.toISOString()}::timestamptz, updated_at = now(),
      lease_until = NULL, lease_owner = NULL
    FROM (VALUES ${values}) AS v(id, url, host, etag, last_modified, status, error, error_count, per_week, next_at, site_url)
    WHERE s.id = v.id`);
}

/** Crawls one source end to end (a manual crawl, and tests). */
export async function crawlSource(deps: NewsroomDeps, source: SourceRow): Promise<SourceOutcome> {
  const [outcome] = await writeFetched(deps, [await fetchSource(deps, source)]);
  return outcome!;
}
