import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { automationLogs, sources } from '~/db/schema/newsroom';
import {
  fetchSource,
  type NewsroomDeps,
  type SourceOutcome,
  type SourceRow,
  writeFetched,
} from './crawl-source.server';
import { timed } from './phase-timings';

export type ClaimOptions = {
  /** Who claims: a worker id, so a lease can be traced. */
  owner: string;
  batchSize: number;
  /** Due sources taken per host in one batch. */
  perHost: number;
  leaseMs: number;
  /** Claim these sources whether or not they are due (a manual crawl). */
  sourceIds?: string[];
};

/**
 * "What is due" in one statement: active sources whose next crawl has come, at most `perHost` per host,
 * oldest first, not leased by another worker. The lease is taken in the same statement, and a row another
 * worker leased meanwhile is re-checked and skipped, so two workers never crawl the same source at once.
 */
export async function claimSources(db: Database, options: ClaimOptions): Promise<SourceRow[]> {
  const manual = options.sourceIds?.length
    ? sql`AND id IN (${sql.join(
        options.sourceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`AND is_active AND next_crawl_at <= now()`;
  const claimed = await db.execute<{ id: string }>(sql`
    UPDATE sources AS s
    SET lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval, lease_owner = ${options.owner}
    FROM (
      SELECT id FROM (
        SELECT id, next_crawl_at, row_number() OVER (PARTITION BY host ORDER BY next_crawl_at, id) AS rank
        FROM sources
        WHERE (lease_until IS NULL OR lease_until < now()) ${manual}
      ) ranked
      WHERE rank <= ${options.perHost}
      ORDER BY next_crawl_at, id
      LIMIT ${options.batchSize}
    ) AS due
    WHERE s.id = due.id AND (s.lease_until IS NULL OR s.lease_until < now())
    RETURNING s.id`);
  if (claimed.rows.length === 0) return [];
  return db
    .select()
    .from(sources)
    .where(
      sql`${sources.id} IN (${sql.join(
        claimed.rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`,
    );
}

export type RunCounts = {
  fetched: number;
  notModified: number;
  failed: number;
  newItems: number;
  newStories: number;
  updatedStories: number;
};

export type RunResult = { counts: RunCounts; durationMs: number; outcomes: SourceOutcome[] };

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
  const counts: RunCounts = {
    fetched: 0,
    notModified: 0,
    failed: 0,
    newItems: 0,
    newStories: 0,
    updatedStories: 0,
  };
  const outcomes: SourceOutcome[] = [];
  let failure: unknown;
  const record = (results: SourceOutcome[]) => {
    for (const outcome of results) {
      outcomes.push(outcome);
      if (outcome.status === 'fetched') counts.fetched++;
      else if (outcome.status === 'not_modified') counts.notModified++;
      else counts.failed++;
      counts.newItems += outcome.newItems;
      counts.newStories += outcome.newStories;
      counts.updatedStories += outcome.updatedStories;
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
  try {
    const limit = options.maxSources ?? Number.POSITIVE_INFINITY;
    let claimed = 0;
    while (claimed < limit) {
      const batch = await claimSources(deps.db, {
        ...options,
        batchSize: Math.min(options.batchSize, limit - claimed),
      });
      if (batch.length === 0) break;
      claimed += batch.length;
      const fetched = await timed(deps.timings, 'fetchBatches', () =>
        Promise.all(batch.map((source) => fetchSource(deps, source))),
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
  }
  const durationMs = Date.now() - started;
  const failures = outcomes.filter((outcome) => outcome.error);
  const allFailed = outcomes.length > 0 && failures.length === outcomes.length;
  // A tick that found nothing due did nothing: a row a minute for it would bury the runs that did.
  if (outcomes.length === 0 && !failure) return { counts, durationMs, outcomes };
  await deps.db.insert(automationLogs).values({
    type: 'rss_processing',
    targetTable: 'feed_items',
    status: failure || allFailed ? 'error' : 'success',
    errorMessage: failure
      ? `The run stopped: ${(failure as Error).message}`
      : failures.length
        ? `${failures.length} of ${outcomes.length} sources failed; first: ${failures[0]!.error}`
        : null,
    counts,
    durationMs,
  });
  if (failure) throw failure;
  return { counts, durationMs, outcomes };
}
