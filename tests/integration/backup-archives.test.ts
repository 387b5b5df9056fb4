// Issue 41, points 1 and 2: archives of this release keep restoring in later ones (a committed fixture), an
// archive of an older schema is upgraded on the way in, a damaged one never touches the target, and the
// nightly backup keeps the newest BACKUP_KEEP.
import { chmodSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsApplied, migrationsFolder, runMigrations } from '../../app/db/migrate.server';
import { readJournal } from '../../app/db/migration-journal.server';
import { ArchiveError } from '../../app/domain/backup/archive-format';
import { backupFileName } from '../../app/domain/backup/backup-files';
import { listBackups } from '../../app/domain/backup/backup-folder.server';
import { listAnyTables } from '../../app/domain/backup/catalogue.server';
import { createBackup } from '../../app/domain/backup/create-backup.server';
import { restoreBackup, TargetNotEmptyError } from '../../app/domain/backup/restore-backup.server';
import { backupsPanel } from '../../app/domain/operations/backups.server';
import { runScheduledBackup } from '../../app/jobs/handlers/scheduled-backup.server';
import { freePort } from '../support/free-port';
import { runCli } from '../support/spawn-server';
import { createTestDatabase, testServers, type TestDatabase } from '../support/test-database';

const FIXTURE = path.resolve('tests/fixtures/backup/dropwire-0.1.0.jsonl.gz');
const journal = readJournal(migrationsFolder);

/** The end record of an archive: its rows per table. */
const archiveRows = (file: string): Record<string, number> => {
  const lines = gunzipSync(readFileSync(file)).toString().trim().split('\n');
  return JSON.parse(lines.at(-1)!).end.rows;
};
const manifestOf = (file: string) =>
  JSON.parse(gunzipSync(readFileSync(file)).toString().split('\n')[0]!).manifest;

const cli = async (args: string[], env: Record<string, string>) => {
  const run = runCli(args, env);
  return { code: await run.exited, output: run.output() };
};

describe('the archive Dropwire 0.1.0 wrote', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-restore-embedded-'));
  // As root the embedded server runs as the postgres user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const env: Record<string, string> = { DATA_DIR: path.join(dataDir, 'data') };

  beforeAll(async () => {
    env.EMBEDDED_PG_PORT = String(await freePort());
  });

  it('restores into an empty DATA_DIR on the embedded PostgreSQL, migrated to this release', async () => {
    const restore = await cli(['restore', FIXTURE], env);
    expect(restore.output).toMatch(/Restored \d+ rows of \d+ tables and 1 uploaded files/);
    expect(restore.code).toBe(0);
    // Backed up again from the restored site: the same content, at this release's schema.
    const again = path.join(dataDir, 'again.jsonl.gz');
    expect((await cli(['backup', '--output', again], env)).code).toBe(0);
    expect(manifestOf(again).lastMigration).toBe(journal.at(-1)!.tag);
    const [before, after] = [archiveRows(FIXTURE), archiveRows(again)];
    for (const table of [
      'sources',
      'feed_items',
      'stories',
      'articles',
      'article_sources',
      'tags',
      'newsletter_subscribers',
      'media_uploads',
      'audit_events',
    ]) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
    expect(before.feed_items).toBeGreaterThan(0);
    // 0.1.0 kept the upload's bytes on disk; restored, they are in the database, where every web server has them.
    expect(before.media_upload_bytes).toBeUndefined();
    expect(after.media_upload_bytes).toBe(1);
    // Its file stays in DATA_DIR/uploads, but a backup does not carry the same bytes twice.
    const end = JSON.parse(gunzipSync(readFileSync(again)).toString().trim().split('\n').at(-1)!).end;
    expect(end.files).toBe(0);
  });

  it('is refused by a DATA_DIR that holds a site already', async () => {
    const restore = await cli(['restore', FIXTURE], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('The target database is not empty');
  });
});

describe.each(testServers())('restoring on $name', (server) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-archives-'));
  const databases: TestDatabase[] = [];
  const database = async (migrated: boolean) => {
    const created = await createTestDatabase(server, { migrated });
    databases.push(created);
    return created;
  };

  afterAll(async () => {
    for (const created of databases) await created.drop();
  });

  it('upgrades an archive of an older schema: its rows, then the newer migrations', async () => {
    const older = journal.at(-2)!.tag;
    const source = await database(false);
    await runMigrations(source.pool, { upTo: older });
    // A desk account as the older schema had it, without the columns the last migration adds.
    await source.pool.query(
      `INSERT INTO auth_users (id, name, email, role) VALUES ('u1', 'Ada', 'ada@example.test', 'admin')`,
    );
    await source.pool.query(
      `INSERT INTO newsletter_subscribers (email, status) VALUES ('old@example.test', 'confirmed')`,
    );
    const file = path.join(folder, 'older.jsonl.gz');
    await createBackup({ pool: source.pool, dataDir: folder, output: file, includeSecrets: false });
    expect(manifestOf(file).lastMigration).toBe(older);

    const target = await database(false);
    const summary = await restoreBackup({ pool: target.pool, file, dataDir: path.join(folder, 'target') });
    expect(summary.migratedFrom).toBe(older);
    expect(await migrationsApplied(target.pool)).toBe(true);
    const { rows } = await target.pool.query(`SELECT id, email, role, two_factor_enabled FROM auth_users`);
    expect(rows).toEqual([{ id: 'u1', email: 'ada@example.test', role: 'admin', two_factor_enabled: false }]);
    expect((await target.pool.query(`SELECT email FROM newsletter_subscribers`)).rows).toEqual([
      { email: 'old@example.test' },
    ]);
  });

  it('holds the site as it was when the snapshot was taken, whatever is written during the backup', async () => {
    const site = await database(true);
    await site.pool.query(
      `INSERT INTO newsletter_subscribers (email, status) VALUES ('before@example.test', 'confirmed')`,
    );
    const file = path.join(folder, 'snapshot.jsonl.gz');
    await createBackup({
      pool: site.pool,
      dataDir: folder,
      output: file,
      includeSecrets: false,
      // Committed by another connection while the backup runs, after its snapshot.
      onSnapshot: async () => {
        await site.pool.query(
          `INSERT INTO newsletter_subscribers (email, status) VALUES ('during@example.test', 'pending')`,
        );
        await site.pool.query(
          `UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = 'before@example.test'`,
        );
      },
    });
    const lines = gunzipSync(readFileSync(file)).toString().split('\n');
    const header = lines.findIndex((line) => line.startsWith('{"table":{"name":"newsletter_subscribers"'));
    const end = lines.findIndex((line, at) => at > header && !line.startsWith('{"r":'));
    const rows = lines.slice(header + 1, end).map((line) => JSON.parse(line).r);
    expect(rows.map((row) => [row.email, row.status])).toEqual([['before@example.test', 'confirmed']]);
    expect(archiveRows(file).newsletter_subscribers).toBe(1);
  });

  it('refuses a cut-off or foreign archive before touching the target', async () => {
    const whole = readFileSync(FIXTURE);
    const cut = path.join(folder, 'cut.jsonl.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const foreign = path.join(folder, 'notes.txt');
    writeFileSync(foreign, 'not a backup\n');
    const target = await database(false);
    await expect(restoreBackup({ pool: target.pool, file: cut, dataDir: folder })).rejects.toThrow(
      ArchiveError,
    );
    await expect(restoreBackup({ pool: target.pool, file: foreign, dataDir: folder })).rejects.toThrow(
      /is not a complete gzip file/,
    );
    expect(await listAnyTables(target.pool)).toEqual([]);
    // And a migrated database is never a target.
    const migrated = await database(true);
    await expect(restoreBackup({ pool: migrated.pool, file: FIXTURE, dataDir: folder })).rejects.toThrow(
      TargetNotEmptyError,
    );
  });

  it('keeps the newest BACKUP_KEEP nightly backups, and the dashboard lists them', async () => {
    const site = await database(true);
    const config = {
      BACKUP_DIR: path.join(folder, `nightly-${server.name.length}`),
      BACKUP_KEEP: 2,
      DATA_DIR: folder,
    };
    const nights = ['2026-11-25T02:30:00Z', '2026-11-26T02:30:00Z', '2026-11-27T02:30:00Z'].map(
      (at) => new Date(at),
    );
    for (const night of nights) await runScheduledBackup(site.db, config, night);
    // A backup killed half way leaves its partial file; a day later the next run deletes it.
    const partial = path.join(config.BACKUP_DIR, `${backupFileName(nights[0]!)}.dead.partial`);
    writeFileSync(partial, 'half');
    utimesSync(partial, nights[0]!, nights[0]!);
    const last = await runScheduledBackup(site.db, config, new Date('2026-11-28T02:30:00Z'));
    expect(last.deleted.sort()).toEqual([backupFileName(nights[1]!), path.basename(partial)].sort());
    const kept = await listBackups(config.BACKUP_DIR);
    expect(kept.map((backup) => backup.takenAt)).toEqual([
      '2026-11-28T02:30:00.000Z',
      '2026-11-27T02:30:00.000Z',
    ]);
    expect(kept.every((backup) => backup.bytes > 1000)).toBe(true);
    const panel = await backupsPanel(config);
    expect(panel).toMatchObject({ folder: config.BACKUP_DIR, keep: 2, total: 2 });
    // A nightly backup restores like any other, and carries no secret.
    expect(manifestOf(path.join(config.BACKUP_DIR, kept[0]!.name)).includesSecrets).toBe(false);
  });
});
