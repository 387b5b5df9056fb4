import { backupDirOf, listBackups, type StoredBackup } from '~/domain/backup/backup-folder.server';
import type { Config } from '~/lib/config.server';

/** How many backups the dashboard lists: a week of nightly ones, and the newest of any more. */
const SHOWN = 10;

export type BackupsPanel = {
  folder: string;
  /** 0: scheduled backups are off. */
  keep: number;
  backups: StoredBackup[];
  total: number;
};

/**
 * The backups in BACKUP_DIR as this web process sees that folder: the worker writes them there, so a web
 * server on another machine shows the folder of its own (the panel names the folder it read).
 */
export async function backupsPanel(config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP' | 'DATA_DIR'>) {
  const folder = backupDirOf(config);
  const backups = await listBackups(folder);
  return { folder, keep: config.BACKUP_KEEP, backups: backups.slice(0, SHOWN), total: backups.length };
}
