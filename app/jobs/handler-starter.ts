import type { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';

/** What every job handler of the worker may use. */
export type WorkerDeps = {
  db: Database;
  config: Config;
  logger: Logger;
  /** This worker's name (host and process), for leases and logs. */
  owner: string;
  /** True once the worker is stopping: a handler given a job then may leave it for the next worker. */
  stopping: () => boolean;
};

/**
 * Starts one kind of job in the worker: its schedule (if any) and its handler. It may answer a function to
 * run after pg-boss has stopped (closing what the handler holds). The worker starts each in its list.
 */
export type HandlerStarter = (boss: PgBoss, deps: WorkerDeps) => Promise<(() => Promise<void>) | void>;

/** The time zone of every schedule: the Friday jobs run at 09:00 and 10:00 in Berlin, summer and winter. */
export const SCHEDULE_TIME_ZONE = 'Europe/Berlin';

/** What a job sent by the desk's Manual Triggers carries (scheduled jobs carry nothing). */
export type TriggerData = { trigger?: 'manual'; by?: string };
