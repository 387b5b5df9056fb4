import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { migrationsFolder } from '~/db/migrate.server';
import { lastAppliedMigration, readJournal } from '~/db/migration-journal.server';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ArchiveError,
  SECRET_FILES,
  recordLine,
  rowLine,
  type ArchiveEnd,
  type Manifest,
} from './archive-format';
import { ident, listSequences, listTables } from './catalogue.server';
import { dropwireVersion } from './dropwire-version.server';
import type { Progress } from './progress';
import { copyUploadedFiles, uploadsOnDiskOnly } from './uploaded-files.server';

/** Rows fetched from a table's cursor at a time: bounded memory whatever a table holds. */
const FETCH_ROWS = 500;

export type BackupOptions = {
  pool: pg.Pool;
  dataDir: string;
  output: string;
  /** DATA_DIR's .auth-secret and .image-key go into the archive only when asked for. */
  includeSecrets: boolean;
  progress?: Progress;
  /** Called once the snapshot is taken, before any row is read (what a test writes then is not in it). */
  onSnapshot?: () => Promise<void>;
};

export type BackupSummary = { file: string; bytes: number; manifest: Manifest; end: ArchiveEnd };

/**
 * Writes the whole site to one archive while it keeps serving: every table and sequence is read inside one
 * REPEATABLE READ, read-only transaction, so all of them come from one snapshot (rows committed during the
 * backup are in none of them), and nothing waits for the backup's locks but DDL. The archive is written under
 * a temporary name and renamed when complete, so a file of that name is always a whole backup.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const draft = `${options.output}.${randomBytes(4).toString('hex')}.partial`;
  const gzip = createGzip();
  const file = createWriteStream(draft, { mode: 0o600 });
  const done = once(file, 'close');
  gzip.pipe(file);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const written = await writeArchive(options, write);
    gzip.end();
    await done;
    await rename(draft, options.output);
    const { size } = await stat(options.output);
    return { file: options.output, bytes: size, ...written };
  } catch (error) {
    gzip.destroy();
    file.destroy();
    await rm(draft, { force: true });
    throw error;
  }
}

async function writeArchive(options: BackupOptions, write: (text: string) => Promise<void>) {
  const end: ArchiveEnd = { rows: {}, sequences: 0, files: 0, secrets: 0 };
  const client = await options.pool.connect();
  let manifest: Manifest;
  let filesNeeded: Set<string> | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // A large table takes longer than any statement limit meant for pages.
    await client.query('SET LOCAL statement_timeout = 0');
    manifest = await readManifest(client, options.includeSecrets);
    await options.onSnapshot?.();
    await write(recordLine('manifest', manifest));
    for (const table of await listTables(client)) {
      await write(recordLine('table', { name: table.name, columns: table.columns }));
      end.rows[table.name] = await copyRows(client, table.name, write, (rows) =>
        options.progress?.update(`${table.name}: ${rows} rows`),
      );
    }
    for (const name of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${ident(name)}`,
      );
      await write(
        recordLine('sequence', { name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called }),
      );
      end.sequences += 1;
    }
    filesNeeded = await uploadsOnDiskOnly(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Uploads are written once under their content's hash and never changed, so reading them after the
  // snapshot loses nothing the snapshot's rows name. Those whose bytes are rows already are not copied twice.
  end.files = await copyUploadedFiles(options.dataDir, filesNeeded, write, options.progress);
  if (options.includeSecrets) {
    for (const name of SECRET_FILES) {
      const value = await readFile(path.join(options.dataDir, name), 'utf8').catch(() => undefined);
      if (!value?.trim()) continue;
      await write(recordLine('secret', { name, value: value.trim() }));
      end.secrets += 1;
    }
  }
  await write(recordLine('end', end));
  options.progress?.done();
  return { manifest, end };
}

async function readManifest(client: pg.PoolClient, includeSecrets: boolean): Promise<Manifest> {
  const journal = readJournal(migrationsFolder);
  const last = await lastAppliedMigration(client, journal);
  if (!last)
    throw new ArchiveError('The database has no migrations applied: there is no Dropwire site to back up.');
  if ('unknownWhen' in last)
    throw new ArchiveError(
      'The database was migrated by a newer Dropwire than this one: back it up with that release.',
    );
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    dropwireVersion: dropwireVersion(),
    lastMigration: last.tag,
    migrationCount: last.count,
    createdAt: new Date().toISOString(),
    postgresVersion: rows[0]?.server_version ?? 'unknown',
    includesSecrets: includeSecrets,
  };
}

/** One table's rows through a cursor, as PostgreSQL's own JSON of each row. */
async function copyRows(
  client: pg.PoolClient,
  table: string,
  write: (text: string) => Promise<void>,
  onProgress: (rows: number) => void,
): Promise<number> {
  const cursor = ident(`backup_${table}`);
  await client.query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(table)} t`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
    for (const row of rows) await write(rowLine(row.j));
    count += rows.length;
    onProgress(count);
    if (rows.length < FETCH_ROWS) break;
  }
  await client.query(`CLOSE ${cursor}`);
  return count;
}
