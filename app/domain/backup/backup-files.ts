/** Backups are named by the moment they were taken, in UTC, so names sort as times do. */
export function backupFileName(at: Date): string {
  return `dropwire-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.jsonl.gz`;
}

const NAME = /^dropwire-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.jsonl\.gz$/;

/** When a backup of that name was taken, or undefined for any other file. */
export function backupTakenAt(fileName: string): Date | undefined {
  const stamp = NAME.exec(fileName)?.[1];
  if (!stamp) return undefined;
  const date = new Date(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, 'T$1:$2:$3Z'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The backups to delete so that the newest `keep` stay; files of other names are never chosen. */
export function backupsToDelete(fileNames: string[], keep: number): string[] {
  const backups = fileNames
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return backups.slice(keep).map((entry) => entry.name);
}
