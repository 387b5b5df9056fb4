import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { migrationsFolderUpTo, readJournal } from './migration-journal.server';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every Dropwire process.
const MIGRATION_LOCK_ID = 720_431_001;

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (N web + M worker processes)
 * take turns instead of racing on the same DDL. A migration may rewrite a large table, so it runs without
 * the pool's `statement_timeout`; the connection, whose session was changed, is closed afterwards instead
 * of going back to the pool.
 */
export async function runMigrations(pool: pg.Pool, options: { upTo?: string } = {}): Promise<void> {
  const client = await pool.connect();
  // A restore stops at the schema its archive was written for (migration-journal.server.ts).
  const partial = options.upTo ? migrationsFolderUpTo(migrationsFolder, options.upTo) : undefined;
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: partial?.folder ?? migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release(true);
    partial?.dispose();
  }
}

/** Number of migrations shipped with this build, for /readyz. */
function expectedMigrationCount(): number {
  return readJournal(migrationsFolder).length;
}

/** True when every shipped migration has been applied to this database. */
export async function migrationsApplied(pool: pg.Pool): Promise<boolean> {
  const result = await pool
    .query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations')
    .catch(() => ({ rows: [{ count: '0' }] }));
  return Number(result.rows[0]?.count ?? 0) >= expectedMigrationCount();
}
