import type pg from 'pg';
import { runMigrations } from '~/db/migrate.server';
import { checkArchive, type CheckedArchive } from './check-archive.server';
import { ident, listAnyTables, listImmediateForeignKeys } from './catalogue.server';
import { loadArchive, type LoadSummary } from './load-archive.server';
import type { Progress } from './progress';

/** The target already holds tables: a restore never mixes an archive into a live site. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    const named =
      tables.slice(0, 5).join(', ') + (tables.length > 5 ? `, and ${tables.length - 5} more` : '');
    super(
      `The target database is not empty (${tables.length} tables: ${named}). Restore only into an empty database: ` +
        'create a new one and point DATABASE_URL at it, or, for the embedded PostgreSQL, set DATA_DIR to an empty folder.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

export type RestoreSummary = CheckedArchive & LoadSummary & { migratedFrom: string };

/**
 * Restores an archive into an empty database: checks the whole archive, builds the schema the archive's rows
 * were written for (its migrations, no later ones), loads the rows, then applies this release's newer
 * migrations, so an archive of an older Dropwire is upgraded on the way in.
 */
export async function restoreBackup(options: {
  pool: pg.Pool;
  file: string;
  dataDir: string;
  progress?: Progress;
}): Promise<RestoreSummary> {
  const { pool } = options;
  const checked = await checkArchive(options.file, options.progress);
  const existing = await listAnyTables(pool);
  if (existing.length > 0) throw new TargetNotEmptyError(existing);
  options.progress?.update(`creating the schema of ${checked.manifest.lastMigration}`);
  await runMigrations(pool, { upTo: checked.manifest.lastMigration });
  const client = await pool.connect();
  let loaded: LoadSummary;
  try {
    const foreignKeys = await listImmediateForeignKeys(client);
    // Rows come table by table in name order, and a table may refer to itself: foreign keys are checked
    // once, at commit, instead of in an order the archive would have to know.
    await alterForeignKeys(client, foreignKeys, 'DEFERRABLE INITIALLY IMMEDIATE');
    try {
      loaded = await loadArchive({
        client,
        file: options.file,
        dataDir: options.dataDir,
        progress: options.progress,
      });
    } finally {
      await alterForeignKeys(client, foreignKeys, 'NOT DEFERRABLE');
    }
  } finally {
    client.release();
  }
  options.progress?.update('applying newer migrations');
  await runMigrations(pool);
  options.progress?.done();
  return { ...checked, ...loaded, migratedFrom: checked.manifest.lastMigration };
}

async function alterForeignKeys(
  client: pg.PoolClient,
  foreignKeys: { table: string; name: string }[],
  mode: string,
): Promise<void> {
  if (foreignKeys.length === 0) return;
  await client.query(
    foreignKeys
      .map((key) => `ALTER TABLE ${key.table} ALTER CONSTRAINT ${ident(key.name)} ${mode};`)
      .join('\n'),
  );
}
