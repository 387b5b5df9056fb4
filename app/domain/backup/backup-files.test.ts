import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToDelete, backupTakenAt } from './backup-files';

describe('backup file names', () => {
  it('name the moment in UTC and read back as it', () => {
    const at = new Date('2026-11-28T07:30:05.123Z');
    expect(backupFileName(at)).toBe('dropwire-backup-2026-11-28T07-30-05Z.jsonl.gz');
    expect(backupTakenAt(backupFileName(at))?.toISOString()).toBe('2026-11-28T07:30:05.000Z');
  });

  it('are the only files chosen, and the newest are kept', () => {
    const names = [
      'dropwire-backup-2026-11-26T03-00-00Z.jsonl.gz',
      'notes.txt',
      'dropwire-backup-2026-11-28T03-00-00Z.jsonl.gz',
      'dropwire-backup-2026-11-28T03-00-00Z.jsonl.gz.ab12.partial',
      'dropwire-backup-2026-11-27T03-00-00Z.jsonl.gz',
    ];
    expect(backupsToDelete(names, 2)).toEqual(['dropwire-backup-2026-11-26T03-00-00Z.jsonl.gz']);
    expect(backupsToDelete(names, 5)).toEqual([]);
    expect(backupsToDelete(names, 0)).toHaveLength(3);
  });
});
