import { sql } from 'drizzle-orm';
import type { Agent } from 'undici';
import type { Database } from '~/db/client.server';
import type { sources } from '~/db/schema/newsroom';
import type { Logger } from '~/lib/logger.server';
import { assignStories } from './assign-stories.server';
import { hostOf } from './canonical-url';
import { fetchFeed, type FetchPolicy } from './fetch-feed.server';
import { FeedFetchError } from './fetch-errors';
import type { HostLimiter } from './host-limiter';
import type { LexiconEntry } from './lexicon.server';
import { normaliseItem, type NormalisedItem } from './normalise-item';
import { FeedParseError, parseFeedDocument } from './parse-feed';
import { publishStories, type Drafter } from './publish-stories.server';
import { itemsPerWeek, nextCrawlDelayMs } from './schedule';
import { storeItems } from './store-items.server';

export type NewsroomDeps = {
  db: Database;
  logger: Logger;
  policy: FetchPolicy;
  agent: Agent;
  limiter: HostLimiter;
  lexicon: LexiconEntry[];
  drafter?: Drafter;
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
    const parsed = parseFeedDocument(fetched.body, fetched.finalUrl, now);
    for (const skipped of parsed.skipped)
      deps.logger.warn(
        { source: source.url, entry: skipped.index, reason: skipped.reason },
        'skipped a bad feed entry',
      );
    // The feed's own dates tell how busy it is; entries without a date say nothing.
    const perWeek = itemsPerWeek(
      parsed.items.filter((item) => !item.dateMissing).map((item) => item.publishedAt),
      now,
    );
    return {
      source,
      outcome: { ...outcome, status: 'fetched', skippedEntries: parsed.skipped.length },
      items: parsed.items.map(normaliseItem),
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
    const errorCount = source.errorCount + 1;
    const delay = nextCrawlDelayMs({ itemsPerWeek: source.itemsPerWeek, errorCount, retryAfterMs });
    return {
      source,
      outcome: { ...outcome, error: message },
      items: [],
      state: {
        status: error instanceof FeedFetchError ? (error.details.status ?? null) : null,
        itemsPerWeek: source.itemsPerWeek,
        error: message,
        errorCount,
        nextCrawlAt: new Date(now.getTime() + delay),
      },
    };
  }
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure

async function withDeadlockRetry<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Writes a batch of fetched sources in one transaction: items (exact duplicates skipped), stories,
 * articles, then every source's crawl state. A deadlock with another worker rolls it all back and the
 * batch is retried, so no item is ever stored without its story.
 */
export async function writeFetched(deps: NewsroomDeps, batch: FetchedSource[]): Promise<SourceOutcome[]> {
  if (batch.length === 0) return [];
  const now = (deps.now ?? (() => new Date()))();
  // Within a batch the older source wins an exact duplicate, so a mirror added later never takes the credit.
  const ordered = [...batch].sort(
    (a, b) =>
      a.source.createdAt.getTime() - b.source.createdAt.getTime() || a.source.id.localeCompare(b.source.id),
  );
  return withDeadlockRetry(() =>
    deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const stored = await storeItems(
        db,
        ordered.flatMap((entry) => entry.items.map((item) => ({ ...item, sourceId: entry.source.id }))),
      );
      const { created, updated, storyOf } = await assignStories(db, stored);
      await publishStories(db, [...created, ...updated], {
        lexicon: deps.lexicon,
        drafter: deps.drafter,
        now,
        newItemIds: new Set(stored.map((item) => item.id)),
      });
      const newBySource = new Map<string, number>();
      for (const item of stored) newBySource.set(item.sourceId, (newBySource.get(item.sourceId) ?? 0) + 1);
      await saveCrawlState(db, batch, now);
      // Stories are counted once for the batch, on the source whose items made them.
      const createdSet = new Set(created);
      const updatedSet = new Set(updated);
      return batch.map((entry) => {
        const stories = new Set(
          stored.filter((item) => item.sourceId === entry.source.id).map((item) => storyOf.get(item.id)!),
        );
        return {
          ...entry.outcome,
          newItems: newBySource.get(entry.source.id) ?? 0,
          newStories: [...stories].filter((id) => createdSet.has(id)).length,
          updatedStories: [...stories].filter((id) => updatedSet.has(id)).length,
        };
      });
    }),
  );
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
