import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import { runCrawl } from '~/domain/newsroom/crawl.server';
import { createNewsroom } from '~/domain/newsroom/newsroom.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { startPruning } from './handlers/prune.server';
import { jobNames } from './queue.server';

const CRAWL_TICK = jobNames.crawlTick;

export type RunningWorker = { stop: () => Promise<void> };

/** Starts pg-boss, the schedules and the job handlers of the worker role. */
export async function startWorker(options: {
  db: Database;
  url: string;
  config: Config;
  logger: Logger;
}): Promise<RunningWorker> {
  const { db, url, config } = options;
  const logger = options.logger.child({ module: 'worker' });
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 4,
    application_name: 'dropwire-worker',
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(CRAWL_TICK);
  // One schedule however many workers run; pg-boss creates one job per tick.
  await boss.schedule(CRAWL_TICK, '* * * * *', {}, { tz: 'Europe/Berlin' });
  const newsroom = await createNewsroom(db, config, logger);
  const owner = `worker:${hostname()}:${process.pid}`;
  let stopping = false;
  await boss.work(CRAWL_TICK, { pollingIntervalSeconds: 2 }, async () => {
    if (stopping) return;
    const { counts, durationMs } = await runCrawl(newsroom.deps, newsroom.claim(owner));
    if (counts.fetched + counts.notModified + counts.failed > 0)
      logger.info({ counts, durationMs }, 'crawl run finished');
  });
  await startPruning(boss, { db, logRetentionDays: config.LOG_RETENTION_DAYS, logger });
  // A fresh start crawls at once instead of waiting for the next minute.
  await boss.send(CRAWL_TICK, {});
  logger.info({ owner }, 'worker started');
  return {
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 } as Parameters<PgBoss['stop']>[0]);
      await newsroom.close();
      logger.info('worker stopped');
    },
  };
}
