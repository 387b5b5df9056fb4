import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import type { HandlerStarter, WorkerDeps } from './handler-starter';
import { startAffiliateLinkChecks } from './handlers/check-affiliate-links.server';
import { startCrawlTicks } from './handlers/crawl-tick.server';
import { startFediverseDeliveries } from './handlers/fediverse-deliveries.server';
import { startFollowAlerts } from './handlers/follow-alerts.server';
import { startNameLookups } from './handlers/name-lookups.server';
import { startNewsletterDigest } from './handlers/newsletter-digest.server';
import { startNewsletterSending } from './handlers/newsletter-send.server';
import { startPasswordResetMail } from './handlers/password-reset-mail.server';
import { startPruning } from './handlers/prune.server';
import { startScheduledBackups } from './handlers/scheduled-backup.server';
import { startScheduledPublishing } from './handlers/publish-scheduled.server';
import { startSocialPosts } from './handlers/social-posts.server';
import { startWeeklyCharts } from './handlers/weekly-charts.server';
import { createQueues } from './queue.server';

/** Every kind of job the worker runs; a new one is a starter added here (see handler-starter.ts). */
const handlerStarters: HandlerStarter[] = [
  startCrawlTicks,
  startPruning,
  startWeeklyCharts,
  startNewsletterDigest,
  startNewsletterSending,
  startScheduledPublishing,
  startSocialPosts,
  startFediverseDeliveries,
  startFollowAlerts,
  startPasswordResetMail,
  startScheduledBackups,
  startNameLookups,
  (boss, { db, config, logger }) =>
    startAffiliateLinkChecks(boss, { db, allowPrivate: config.ALLOW_PRIVATE_SOURCES, logger }),
];

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
  await createQueues(boss);
  const owner = `worker:${hostname()}:${process.pid}`;
  let stopping = false;
  const deps: WorkerDeps = { db, config, logger, owner, stopping: () => stopping };
  const closers: (() => Promise<void>)[] = [];
  for (const start of handlerStarters) {
    const close = await start(boss, deps);
    if (close) closers.push(close);
  }
  logger.info({ owner }, 'worker started');
  return {
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 } as Parameters<PgBoss['stop']>[0]);
      for (const close of closers) await close();
      logger.info('worker stopped');
    },
  };
}
