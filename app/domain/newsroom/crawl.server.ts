import { uuidv7 } from '~/lib/uuid';
import {
  count,
  creditOutcomes,
  type FetchedSource,
  noCounts,
  type RunCounts,
  runLog,
  type SourceOutcome,
  startingOutcome,
} from './crawl-outcome';
import { withoutExactDuplicates } from './dedupe/exact-duplicates.server';
import { FeedFetchError } from '~/lib/outbound/fetch-errors';
import { fetchSource } from './fetch/fetch-source.server';
import { planStories, type StoryPlan } from './group/plan-stories';
import { storyIndexFor } from './group/story-index-registry';
import { syncStoryIndex } from './group/sync-story-index.server';
import type { NewsroomDeps } from './newsroom.server';
import type { BatchItem } from './normalise/batch-item';
import { FeedParseError } from './parse/parse-feed';
import { parseFetched } from './parse-pool/parse-fetched.server';
import { timed } from './phase-timings';
import { composeArticles, sourceTexts } from './publish/compose-articles';
import { draftArticles } from './publish/draft-articles.server';
import { publishStories } from './publish/publish-stories.server';
import { failedState, healthyState } from './schedule/crawl-state';
import { itemsPerWeek } from './schedule/schedule';
import { deskAuthorId } from './store/articles.server';
import { recordAutomationRun } from './store/automation-logs.server';
import { insertItemsAndStories } from './store/items.server';
import { startLeaseHeartbeat } from './lease-heartbeat.server';
import { claimSources, type ClaimOptions, saveCrawlState, type SourceRow } from './store/sources.server';
import { updateJoinedStories } from './store/stories.server';
import { inWriteTransaction, isDataError, sqlState, takeWriteLock } from './store/write-transaction.server';

// The newsroom's one orchestrator. A run claims due sources batch by batch; each source is read (fetch →
// parse → schedule) and each batch is written in one transaction (dedupe → group → store → compose →
// publish → crawl state), then drafted by the model. Every stage is called from here, once, in this order,
// and no stage calls back.

export type RunResult = { counts: RunCounts; durationMs: number; outcomes: SourceOutcome[] };

const clock = (deps: NewsroomDeps) => (deps.now ?? (() => new Date()))();

/**
 * One crawl run: claims due sources batch after batch (each with the per-host limit) until none is due or
 * `maxSources` were crawled, crawls them concurrently through the host limiter, and writes one automation log
 * when it crawled anything (or failed).
 */
export async function runCrawl(
  deps: NewsroomDeps,
  options: ClaimOptions & {
    maxSources?: number;
    /** Told the running counts after each written batch (the CLI shows them on a terminal). */
    onProgress?: (counts: RunCounts) => void;
  },
): Promise<RunResult> {
  const started = Date.now();
  const counts = noCounts();
  const outcomes: SourceOutcome[] = [];
  let failure: unknown;
  const record = (results: SourceOutcome[]) => {
    for (const outcome of results) {
      outcomes.push(outcome);
      count(counts, outcome);
    }
    options.onProgress?.({ ...counts });
  };
  // The next batch is claimed and fetched while the last one is written: parsing keeps one core busy while
  // PostgreSQL works on the other. The write is settled into a value, so a failure waits to be rethrown.
  let writing: Promise<{ results?: SourceOutcome[]; error?: unknown }> | undefined;
  const settle = async () => {
    const settled = await writing;
    writing = undefined;
    if (settled?.error) throw settled.error;
    if (settled?.results) record(settled.results);
  };
  // Every lease this run takes stays alive until its source's state is saved (which releases it).
  const heartbeat = startLeaseHeartbeat(deps.db, options, deps.logger);
  try {
    const limit = options.maxSources ?? Number.POSITIVE_INFINITY;
    let claimed = 0;
    while (claimed < limit) {
      const batch = await timed(deps.timings, 'claim', () =>
        claimSources(deps.db, { ...options, batchSize: Math.min(options.batchSize, limit - claimed) }),
      );
      if (batch.length === 0) break;
      claimed += batch.length;
      const fetched = await timed(deps.timings, 'fetchBatches', () =>
        Promise.all(batch.map((source) => readSource(deps, source))),
      );
      // Time spent waiting for the previous batch's write: the write path is the bottleneck when it is large.
      await timed(deps.timings, 'waitForWrite', settle);
      writing = writeFetched(deps, fetched).then(
        (results) => ({ results }),
        (error: unknown) => ({ error }),
      );
      if (options.sourceIds) break;
    }
    await settle();
  } catch (error) {
    failure = error;
    // A write still under way finishes (or fails) before the run reports.
    await writing;
  } finally {
    heartbeat.stop();
  }
  const durationMs = Date.now() - started;
  const log = runLog(outcomes, counts, durationMs, failure);
  if (log) await recordAutomationRun(deps.db, log);
  if (failure) throw failure;
  return { counts, durationMs, outcomes };
}

/** Fetches, parses and schedules one source; never throws: a failure is part of the result. */
async function readSource(deps: NewsroomDeps, source: SourceRow): Promise<FetchedSource> {
  const now = clock(deps);
  const outcome = startingOutcome(source.id);
  try {
    const fetched = await fetchSource(deps, source);
    const url =
      fetched.permanentUrl && fetched.permanentUrl !== source.url ? fetched.permanentUrl : undefined;
    if (fetched.kind === 'not_modified')
      return {
        source,
        outcome: { ...outcome, status: 'not_modified' },
        items: [],
        state: healthyState(now, source.itemsPerWeek, { status: fetched.status, url }),
      };
    const parsed = await timed(deps.timings, 'parseAndNormalise', () =>
      parseFetched(deps, fetched, now, source.url),
    );
    const { embedder } = deps;
    if (embedder && parsed.items.length > 0) await timed(deps.timings, 'embed', () => embedder(parsed.items));
    // The feed's own dates tell how busy it is; entries without a date say nothing.
    const perWeek = itemsPerWeek(
      parsed.datedTimes.map((time) => new Date(time)),
      now,
    );
    return {
      source,
      outcome: { ...outcome, status: 'fetched', skippedEntries: parsed.skipped.length },
      items: parsed.items,
      state: healthyState(now, perWeek, {
        status: fetched.status,
        url,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        siteUrl: parsed.siteUrl,
      }),
    };
  } catch (error) {
    const known = error instanceof FeedFetchError || error instanceof FeedParseError;
    const message = known ? (error as Error).message : `Unexpected error: ${(error as Error).message}`;
    if (!known) deps.logger.error({ err: error, source: source.url }, 'fetch failed unexpectedly');
    const fetchError = error instanceof FeedFetchError ? error : undefined;
    return {
      source,
      outcome: { ...outcome, error: message },
      items: [],
      state: failedState(
        source,
        now,
        message,
        fetchError?.details.status ?? null,
        fetchError?.details.retryAfterMs,
      ),
    };
  }
}

/**
 * Writes a batch of fetched sources (`writeBatch`). A value PostgreSQL refuses comes from one source's items,
 * not from the database: the batch is split in halves until that source is found, so the others are stored
 * and it alone fails.
 */
export async function writeFetched(deps: NewsroomDeps, batch: FetchedSource[]): Promise<SourceOutcome[]> {
  try {
    return await writeBatch(deps, batch);
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (batch.length > 1) {
      const middle = Math.ceil(batch.length / 2);
      return [
        ...(await writeFetched(deps, batch.slice(0, middle))),
        ...(await writeFetched(deps, batch.slice(middle))),
      ];
    }
    const entry = batch[0]!;
    const reason = `Its items could not be stored (PostgreSQL ${sqlState(error)}: ${(error as { cause?: Error }).cause?.message ?? (error as Error).message})`;
    deps.logger.error({ err: error, source: entry.source.url }, "a source's items could not be stored");
    return writeBatch(deps, [
      {
        source: entry.source,
        outcome: { ...entry.outcome, status: 'failed', error: reason },
        items: [],
        state: failedState(entry.source, clock(deps), reason, entry.state.status),
      },
    ]);
  }
}

const byEarliest = (a: { publishedAt: Date; id: string }, b: { publishedAt: Date; id: string }) =>
  a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id);

/**
 * Writes a batch in one transaction: under the newsroom write lock, the items that are not exact duplicates
 * are grouped into stories (in memory, against the worker's story index), stored with their stories, and
 * published; then every source's crawl state. Any failure rolls it all back (the index forgets what it
 * learnt) and a deadlock is retried, so no item is ever stored without its story. Model drafting runs after
 * the commit.
 */
async function writeBatch(deps: NewsroomDeps, batch: FetchedSource[]): Promise<SourceOutcome[]> {
  if (batch.length === 0) return [];
  const now = clock(deps);
  const index = storyIndexFor(deps.db, deps.storyIndex);
  const { timings, lexicon, rejectedNames, siteLanguage } = deps;
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
      sourceKind: source.kind,
      autoPublish: source.autoPublish,
    })),
  );
  const written = await inWriteTransaction(deps.db, async (db) => {
    try {
      let stored: BatchItem[] = [];
      let plan: StoryPlan = { created: new Map(), joined: new Map(), storyOf: new Map() };
      let created = new Map<string, string>();
      const byStory = new Map<string, BatchItem[]>();
      if (offered.length > 0) {
        await timed(timings, 'lock', () => takeWriteLock(db));
        stored = await timed(timings, 'exactDuplicates', () => withoutExactDuplicates(db, offered));
      }
      if (stored.length > 0) {
        await timed(timings, 'syncIndex', () =>
          syncStoryIndex(
            db,
            index,
            stored.map((item) => item.publishedAt.getTime()),
          ),
        );
        plan = await timed(timings, 'group', () => planStories(index, stored, () => uuidv7()));
        for (const item of [...stored].sort(byEarliest)) {
          const storyId = plan.storyOf.get(item.id)!;
          const own = byStory.get(storyId);
          if (own) own.push(item);
          else byStory.set(storyId, [item]);
        }
        const authorId = await deskAuthorId(db);
        // The statements go out first; the new stories' articles are composed while PostgreSQL stores.
        const storing = timed(timings, 'storeItems', async () => {
          index.lastSeq = await insertItemsAndStories(db, stored, plan);
          await updateJoinedStories(db, plan);
        });
        // Marked as handled now: if composing fails first, the store's own failure must not go unobserved.
        storing.catch(() => undefined);
        const newStories = new Map([...byStory].filter(([storyId]) => plan.created.has(storyId)));
        const composed = composeArticles(newStories, {
          lexicon,
          rejectedNames,
          authorId,
          now,
          timings,
          siteLanguage,
        });
        await storing;
        ({ created } = await publishStories(db, byStory, {
          lexicon,
          rejectedNames,
          now,
          timings,
          composed,
          siteLanguage,
        }));
      }
      await timed(timings, 'crawlState', () => saveCrawlState(db, batch, now));
      return { stored, plan, created, byStory };
    } catch (error) {
      // The index learnt this batch's items as it grouped them; they are not stored, so it starts over.
      index.reset();
      throw error;
    }
  }).catch((error: unknown) => {
    index.reset();
    throw error;
  });

  const drafter = deps.drafter;
  if (drafter && written.created.size > 0)
    await timed(timings, 'modelDrafts', () =>
      draftArticles(
        deps.db,
        drafter,
        [...written.created].map(([storyId, articleId]) => ({
          storyId,
          articleId,
          texts: sourceTexts(written.byStory.get(storyId)!),
          autoPublish: written.byStory.get(storyId)!.some((item) => item.autoPublish),
        })),
        deps.logger,
        siteLanguage,
      ),
    );
  return creditOutcomes(batch, written.stored, written.plan);
}
