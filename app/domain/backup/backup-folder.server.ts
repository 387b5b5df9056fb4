import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '~/lib/config.server';
import { backupsToDelete, backupTakenAt } from './backup-files';

/** The folder scheduled backups go to: BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) =>
  config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');

export type StoredBackup = { name: string; bytes: number; takenAt: string };

/** The backups in a folder, newest first; a missing folder holds none. */
export async function listBackups(folder: string): Promise<StoredBackup[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const found: StoredBackup[] = [];
  for (const name of names) {
    const takenAt = backupTakenAt(name);
    const info = takenAt && (await stat(path.join(folder, name)).catch(() => undefined));
    if (takenAt && info?.isFile()) found.push({ name, bytes: info.size, takenAt: takenAt.toISOString() });
  }
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/** A backup stopped half way (its process killed) leaves a .partial file; one a day old is nobody's. */
const PARTIAL_MAX_AGE_MS = 24 * 3_600_000;

/** Deletes all but the newest `keep` backups, and partial files left by backups that never finished. */
export async function pruneBackups(folder: string, keep: number, now = new Date()): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const deleted = backupsToDelete(names, keep);
  for (const name of names.filter((candidate) => candidate.endsWith('.partial'))) {
    const info = await stat(path.join(folder, name)).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > PARTIAL_MAX_AGE_MS) deleted.push(name);
  }
  for (const name of deleted) await rm(path.join(folder, name), { force: true });
  return deleted;
}
