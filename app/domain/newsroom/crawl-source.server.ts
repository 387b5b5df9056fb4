import { eq } from 'drizzle-orm';
import type { Agent } from 'undici';
import type { Database } from '~/db/client.server';
import { sources } from '~/db/schema/newsroom';
import type { Logger } from '~/lib/logger.server';
import { assignStories } from './assign-stories.server';
import { hostOf } from './canonical-url';
import { fetchFeed, type FetchPolicy } from './fetch-feed.server';
import { FeedFetchError } from './fetch-errors';
import type { HostLimiter } from './host-limiter';
import type { LexiconEntry } from './lexicon.server';
import { normaliseItem } from './normalise-item';
import { FeedParseError, parseFeedDocument } from './parse-feed';
import { publishStories, type Drafter } from './publish-stories.server';
import { itemsPerWeek, nextCrawlDelayMs } from './schedule';
import { recentPublicationTimes, storeItems } from './store-items.server';

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

/** Crawls one source: conditional fetch, parse, normalise, store, group into stories, publish, reschedule. */
export async function crawlSource(deps: NewsroomDeps, source: SourceRow): Promise<SourceOutcome> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const host = hostOf(source.url);
  const outcome: SourceOutcome = {
    sourceId: source.id,
    status: 'failed',
    newItems: 0,
    skippedEntries: 0,
    newStories: 0,
    updatedStories: 0,
  };
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
      outcome.status = 'not_modified';
      await reschedule(db, source, {
        status: fetched.status,
        url: movedTo,
        perWeek: source.itemsPerWeek,
        now: now(),
      });
      return outcome;
    }
    const parsed = parseFeedDocument(fetched.body, fetched.finalUrl, now());
    for (const skipped of parsed.skipped)
      logger.warn(
        { source: source.url, entry: skipped.index, reason: skipped.reason },
        'skipped a bad feed entry',
      );
    const stored = await storeItems(db, source.id, parsed.items.map(normaliseItem));
    const { created, updated } = await assignStories(db, stored);
    await publishStories(db, [...created, ...updated], {
      lexicon: deps.lexicon,
      drafter: deps.drafter,
      now: now(),
    });
    Object.assign(outcome, {
      status: 'fetched',
      newItems: stored.length,
      skippedEntries: parsed.skipped.length,
      newStories: created.length,
      updatedStories: updated.length,
    });
    const perWeek = itemsPerWeek(await recentPublicationTimes(db, source.id), now());
    await reschedule(db, source, {
      status: fetched.status,
      url: movedTo,
      perWeek,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      now: now(),
      siteUrl: parsed.siteUrl,
    });
    return outcome;
  } catch (error) {
    const message =
      error instanceof FeedFetchError || error instanceof FeedParseError
        ? error.message
        : `Unexpected error: ${(error as Error).message}`;
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
    await db
      .update(sources)
      .set({
        lastStatus: error instanceof FeedFetchError ? (error.details.status ?? null) : null,
        lastError: message,
        errorCount,
        lastCrawledAt: now(),
        nextCrawlAt: new Date(now().getTime() + delay),
        leaseUntil: null,
        leaseOwner: null,
        updatedAt: now(),
      })
      .where(eq(sources.id, source.id));
    if (!(error instanceof FeedFetchError || error instanceof FeedParseError))
      logger.error({ err: error, source: source.url }, 'crawl failed unexpectedly');
    return { ...outcome, status: 'failed', error: message };
  }
}

async function reschedule(
  db: Database,
  source: SourceRow,
  update: {
    status: number;
    url?: string;
    perWeek: number;
    etag?: string | null;
    lastModified?: string | null;
    now: Date;
    siteUrl?: string;
  },
): Promise<void> {
  const delay = nextCrawlDelayMs({ itemsPerWeek: update.perWeek, errorCount: 0 });
  await db
    .update(sources)
    .set({
      ...(update.url ? { url: update.url, host: hostOf(update.url) } : {}),
      ...(update.etag !== undefined ? { etag: update.etag } : {}),
      ...(update.lastModified !== undefined ? { lastModified: update.lastModified } : {}),
      ...(update.siteUrl && !source.siteUrl ? { siteUrl: update.siteUrl } : {}),
      lastStatus: update.status,
      lastError: null,
      errorCount: 0,
      itemsPerWeek: update.perWeek,
      lastCrawledAt: update.now,
      nextCrawlAt: new Date(update.now.getTime() + delay),
      leaseUntil: null,
      leaseOwner: null,
      updatedAt: update.now,
    })
    .where(eq(sources.id, source.id));
}
