import { runCrawl } from '~/domain/newsroom/crawl.server';
import { createNewsroom } from '~/domain/newsroom/newsroom.server';
import { recordAutomationRun } from '~/domain/newsroom/store/automation-logs.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter, type TriggerData } from '../handler-starter';
import { jobNames } from '../queue.server';

const CRAWL_TICK = jobNames.crawlTick;

/**
 * RSS processing: a tick every minute crawls every due source (one schedule however many workers run;
 * leases keep two workers off one source). A tick that found nothing due writes no log, so idle minutes do
 * not bury the runs that did something; a tick sent from the desk always writes one.
 */
export const startCrawlTicks: HandlerStarter = async (boss, { db, config, logger, owner, stopping }) => {
  await boss.schedule(CRAWL_TICK, '* * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  const newsroom = await createNewsroom(db, config, logger);
  await boss.work<TriggerData>(CRAWL_TICK, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (stopping()) return;
    // Names editors accepted or rejected on the desk since the last tick are used from this one on.
    await newsroom.refreshNames();
    const { counts, durationMs, outcomes } = await runCrawl(newsroom.deps, newsroom.claim(owner));
    if (counts.fetched + counts.notModified + counts.failed > 0)
      logger.info({ counts, durationMs }, 'crawl run finished');
    if (job?.data?.trigger === 'manual' && outcomes.length === 0)
      await recordAutomationRun(db, {
        type: 'rss_processing',
        targetTable: 'feed_items',
        status: 'success',
        counts,
        durationMs,
      });
  });
  // A fresh start crawls at once instead of waiting for the next minute.
  await boss.send(CRAWL_TICK, {});
  return () => newsroom.close();
};
