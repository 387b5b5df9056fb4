import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '~/db/client.server';
import { backupFileName } from '~/domain/backup/backup-files';
import { backupDirOf, pruneBackups } from '~/domain/backup/backup-folder.server';
import { createBackup } from '~/domain/backup/create-backup.server';
import type { Config } from '~/lib/config.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';
import { loggedRun } from './automation-run.server';

/** Every night at 03:30 Berlin time, when readers are fewest. */
const BACKUP_CRON = '30 3 * * *';

/**
 * One scheduled backup: the whole site into BACKUP_DIR under the time it was taken, without secrets (a copy
 * of the keys beside the data they protect would defeat them), then all but the newest BACKUP_KEEP deleted.
 * A retried run writes a new file under a new time and prunes again: nothing is doubled for long.
 */
export async function runScheduledBackup(
  db: Database,
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP' | 'DATA_DIR'>,
  now = new Date(),
) {
  const pool = (db as Database & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('a scheduled backup needs a database on a connection pool');
  const folder = backupDirOf(config);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const summary = await createBackup({
    pool,
    dataDir: config.DATA_DIR,
    output: path.join(folder, backupFileName(now)),
    includeSecrets: false,
  });
  const deleted = await pruneBackups(folder, config.BACKUP_KEEP, now);
  return { file: summary.file, bytes: summary.bytes, deleted };
}

/** Schedules the nightly backup, unless BACKUP_KEEP is 0, and handles it. */
export const startScheduledBackups: HandlerStarter = async (boss, { db, config, logger }) => {
  if (config.BACKUP_KEEP === 0) {
    await boss.unschedule(jobNames.backup);
    return;
  }
  await boss.schedule(jobNames.backup, BACKUP_CRON, {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(jobNames.backup, async () => {
    const result = await loggedRun(db, { type: 'backup', targetTable: 'backups' }, () =>
      runScheduledBackup(db, config),
    );
    logger.info(result, 'backed up the site');
  });
};
