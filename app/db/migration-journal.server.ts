import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

export type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations this build ships, in order, from drizzle-kit's journal. */
export function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The last migration applied to a database, by its tag; undefined when none is. Drizzle records each one's
 * journal time (`created_at`), which is how it is found again; a time this build does not know means the
 * database was migrated by a newer Dropwire.
 */
export async function lastAppliedMigration(
  client: Pick<pg.ClientBase, 'query'>,
  journal: JournalEntry[],
): Promise<{ tag: string; count: number } | { unknownWhen: number } | undefined> {
  const exists = await client.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!exists.rows[0]?.exists) return undefined;
  const { rows } = await client.query<{ when: string; count: string }>(
    `SELECT max(created_at)::text AS when, count(*)::text AS count FROM drizzle.__drizzle_migrations`,
  );
  if (!rows[0]?.when) return undefined;
  const when = Number(rows[0].when);
  const entry = journal.find((candidate) => candidate.when === when);
  return entry ? { tag: entry.tag, count: Number(rows[0].count) } : { unknownWhen: when };
}

/**
 * A copy of the migrations folder that ends at `tag`, for drizzle's migrator, which applies a whole folder:
 * a restore builds the schema an archive's rows were written for before it loads them. Removed by `dispose`.
 */
export function migrationsFolderUpTo(migrationsFolder: string, tag: string) {
  const journal = readJournal(migrationsFolder);
  const end = journal.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`This Dropwire has no migration "${tag}".`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const full = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  writeFileSync(
    `${folder}/meta/_journal.json`,
    JSON.stringify({ ...full, entries: full.entries.slice(0, end + 1) }, null, 2),
  );
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
