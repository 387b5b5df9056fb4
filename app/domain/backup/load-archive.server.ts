import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { ArchiveError } from './archive-format';
import { ident, listTables, type TableInfo } from './catalogue.server';
import type { Progress } from './progress';
import { readArchive } from './read-archive.server';

/** Rows sent in one INSERT, and the JSON text of one batch at most. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export type LoadSummary = {
  rows: Record<string, number>;
  files: number;
  secrets: string[];
  keptSecrets: string[];
};

/**
 * Loads an archive's rows into a database whose schema is the archive's own (migrated up to its last
 * migration), in one transaction: the tables the migrations filled are emptied first, foreign keys are
 * checked at commit (the caller made them deferrable), and the sequences are set as they were. Uploaded
 * files and, when the archive holds them, secrets go into DATA_DIR; a secret already there is kept.
 */
export async function loadArchive(options: {
  client: pg.PoolClient;
  file: string;
  dataDir: string;
  progress?: Progress;
}): Promise<LoadSummary> {
  const { client, progress } = options;
  const tables = new Map((await listTables(client)).map((table) => [table.name, table]));
  const summary: LoadSummary = { rows: {}, files: 0, secrets: [], keptSecrets: [] };
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SET CONSTRAINTS ALL DEFERRED');
    // Migrations may insert rows of their own (settings, demo sources); the archive holds every row as it was.
    if (tables.size > 0)
      await client.query(`TRUNCATE ${[...tables.keys()].map(ident).join(', ')} RESTART IDENTITY`);
    let batch: Batch | undefined;
    const flush = async () => {
      if (batch && batch.rows.length > 0) await insertBatch(client, batch);
      if (batch) batch.rows = [];
      if (batch) batch.chars = 0;
    };
    for await (const line of readArchive(options.file)) {
      if (line.kind === 'table') {
        await flush();
        batch = { table: targetTable(tables, line.table.name, line.table.columns), rows: [], chars: 0 };
        summary.rows[line.table.name] = 0;
      } else if (line.kind === 'row' && batch) {
        batch.rows.push(line.json);
        batch.chars += line.json.length;
        summary.rows[batch.table.name]! += 1;
        if (batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS) {
          await flush();
          progress?.update(`${batch.table.name}: ${summary.rows[batch.table.name]} rows`);
        }
      } else if (line.kind === 'sequence') {
        await flush();
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          ident(line.sequence.name),
          line.sequence.lastValue,
          line.sequence.isCalled,
        ]);
      } else if (line.kind === 'file') {
        await keepFile(options.dataDir, line.file.path, Buffer.from(line.file.base64, 'base64'));
        summary.files += 1;
      } else if (line.kind === 'secret') {
        const kept = await keepSecret(options.dataDir, line.secret.name, line.secret.value);
        (kept ? summary.secrets : summary.keptSecrets).push(line.secret.name);
      }
    }
    await flush();
    progress?.update('checking foreign keys');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  progress?.done();
  return summary;
}

type Batch = { table: TableInfo; rows: string[]; chars: number };

function targetTable(tables: Map<string, TableInfo>, name: string, columns: string[]): TableInfo {
  const table = tables.get(name);
  if (!table)
    throw new ArchiveError(`The archive holds table ${name}, which its own schema version does not have.`);
  const missing = columns.filter((column) => !table.columns.includes(column));
  if (missing.length > 0)
    throw new ArchiveError(
      `The archive's table ${name} has columns its own schema version does not: ${missing.join(', ')}.`,
    );
  return table;
}

/**
 * PostgreSQL reads each row's JSON back into the table's own row type, so every value is parsed as the
 * server parses its own output (bytea, arrays, timestamps, enums). Generated columns are left to compute;
 * identity columns take the archive's values.
 */
async function insertBatch(client: pg.PoolClient, batch: Batch): Promise<void> {
  const table = ident(batch.table.name);
  const columns = batch.table.writable.map(ident).join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [`[${batch.rows.join(',')}]`],
  );
}

async function keepFile(dataDir: string, relative: string, bytes: Buffer): Promise<void> {
  const file = path.join(dataDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.restoring`;
  await writeFile(draft, bytes, { mode: 0o644 });
  await rename(draft, file);
}

/** Writes a secret into DATA_DIR unless one is there already, which stays: returns whether it wrote. */
async function keepSecret(dataDir: string, name: string, value: string): Promise<boolean> {
  const file = path.join(dataDir, name);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return false;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  return true;
}
