import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { automationLogs } from '~/db/schema/newsroom';
import { pruneArticleViews } from '~/domain/articles/article-views.server';
import { pruneFeedItemBodies } from '~/domain/newsroom/store/feed-item-bodies.server';
import { pruneRateLimitEvents } from '~/domain/rate-limits/rate-limit.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';

const PRUNE = jobNames.prune;

export type PruneCounts = {
  rateLimitEvents: number;
  articleViews: number;
  automationLogs: number;
  feedItemBodies: number;
};

/**
 * Deletes what Dropwire promises not to keep: rate-limit rows past their window, view rows after two days
 * (as the privacy page says), automation logs after `logRetentionDays`, and feed items' bodies after
 * `feedItemRetentionDays` (the items and their provenance stay). Deleting by age is idempotent, so a retried
 * or doubled run does no harm.
 */
export async function pruneExpiredRecords(
  db: Database,
  options: { logRetentionDays: number; feedItemRetentionDays: number },
  now = new Date(),
): Promise<PruneCounts> {
  return {
    rateLimitEvents: await pruneRateLimitEvents(db, now),
    articleViews: await pruneArticleViews(db, now),
    automationLogs: await pruneAutomationLogs(db, options.logRetentionDays, now),
    feedItemBodies: await pruneFeedItemBodies(db, options.feedItemRetentionDays, now),
  };
}

// Belongs with the newsroom's automation-log store; kept here until that module exists.
async function pruneAutomationLogs(db: Database, retentionDays: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const { rowCount } = await db.execute(sql`DELETE FROM ${automationLogs} WHERE created_at < ${before}`);
  return rowCount ?? 0;
}

/** Schedules the hourly prune (one job per hour however many workers run) and handles it. */
export const startPruning: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.schedule(PRUNE, '17 * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(PRUNE, async () => {
    const counts = await pruneExpiredRecords(db, {
      logRetentionDays: config.LOG_RETENTION_DAYS,
      feedItemRetentionDays: config.FEED_ITEM_RETENTION_DAYS,
    });
    logger.info({ counts }, 'pruned expired records');
  });
};
