import { PgBoss } from 'pg-boss';
import type { Logger } from '~/lib/logger.server';

/** The names of the jobs the worker runs; the desk's triggers send the same jobs as the schedules. */
export const jobNames = {
  crawlTick: 'crawl-tick',
  prune: 'prune',
} as const;

/**
 * The job queue as a web process sees it: it sends jobs and reads the schedules, and runs none (the worker
 * role does). One small pg-boss client per web process, without supervision or schedule timers.
 */
export type JobQueue = {
  boss: PgBoss;
  send: (name: string, data?: object, options?: Parameters<PgBoss['send']>[2]) => Promise<string | null>;
  stop: () => Promise<void>;
};

export async function startJobQueue(url: string, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
    application_name: 'dropwire-web-jobs',
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => logger.error({ err: error, module: 'jobs' }, 'job queue error'));
  await boss.start();
  return {
    boss,
    send: (name, data = {}, options) => (options ? boss.send(name, data, options) : boss.send(name, data)),
    stop: () => boss.stop({ graceful: false, wait: true } as Parameters<PgBoss['stop']>[0]),
  };
}
