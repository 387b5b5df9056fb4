import { PgBoss, type Queue } from 'pg-boss';
import { PASSWORD_RESET_MAIL_JOB } from '~/domain/auth/password-reset-job';
import type { Logger } from '~/lib/logger.server';

/** The names of the jobs the worker runs; the desk's triggers send the same jobs as the schedules. */
export const jobNames = {
  crawlTick: 'crawl-tick',
  prune: 'prune',
  weeklyCharts: 'weekly-charts',
  newsletterDigest: 'newsletter-digest',
  publishScheduled: 'publish-scheduled',
  socialPosts: 'social-posts',
  newsletterSend: 'newsletter-send',
  followAlerts: 'follow-alerts',
  passwordResetMail: PASSWORD_RESET_MAIL_JOB,
  backup: 'backup',
  nameLookups: 'name-lookups',
  fediverseDeliveries: 'fediverse-deliveries',
} as const;

/**
 * How each queue takes jobs. The weekly jobs hold one job at a time, waiting or running (pg-boss's
 * `exclusive` policy, a unique index in its table): a trigger or a schedule tick while one is there is
 * dropped by the database itself, whichever process sends it. A failed run is retried twice, a minute and
 * then two apart, and a run is given up after a quarter hour. Queues not listed are pg-boss's default.
 */
const oneAtATime: Omit<Queue, 'name'> = {
  policy: 'exclusive',
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
};
const queueOptions: Partial<Record<string, Omit<Queue, 'name'>>> = {
  [jobNames.weeklyCharts]: oneAtATime,
  [jobNames.newsletterDigest]: oneAtATime,
  // One sender at a time: recipients are claimed row by row anyway, but one pool of connections is kinder.
  // A running send beats every 30 s: a worker killed mid-send holds the one place no longer than that (and
  // pg-boss's next check), not the quarter hour until the job would expire, and the next run carries on.
  [jobNames.newsletterSend]: { policy: 'exclusive', heartbeatSeconds: 30 },
  // One run at a time; the runs lock their work anyway (advisory locks), so a stray second one waits.
  [jobNames.followAlerts]: { policy: 'exclusive' },
  // One run at a time (rows are claimed with SKIP LOCKED anyway); a send after a Follow joins the queue.
  [jobNames.fediverseDeliveries]: { policy: 'singleton' },
  // A backup of a large site may take a while: one at a time, given an hour.
  [jobNames.backup]: { ...oneAtATime, expireInSeconds: 3600 },
  // One run at a time: two runs would ask the same names, and together break the one-a-second promise.
  [jobNames.nameLookups]: { policy: 'exclusive', expireInSeconds: 600 },
};

/**
 * Creates every queue the worker runs, with its options (a queue that exists is left as it is). Web and
 * worker both call it, so a trigger finds its queue even before any worker has started.
 */
export async function createQueues(boss: PgBoss): Promise<void> {
  for (const name of Object.values(jobNames)) {
    const options = queueOptions[name] ?? {};
    await boss.createQueue(name, options);
    // A queue made by an earlier release keeps its options: a heartbeat added since is set on it here.
    if (options.heartbeatSeconds)
      await boss.updateQueue(name, { heartbeatSeconds: options.heartbeatSeconds });
  }
}

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
  await createQueues(boss);
  return {
    boss,
    send: (name, data = {}, options) => (options ? boss.send(name, data, options) : boss.send(name, data)),
    stop: () => boss.stop({ graceful: false, wait: true } as Parameters<PgBoss['stop']>[0]),
  };
}
