import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../app/db/client.server';

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> };

/** Every PostgreSQL server this run tests against (embedded 18, and TEST_DATABASE_URL's). */
export const testServers = () => inject('databases');

/**
 * A fresh database on the given server: migrated (cloned from the run's template), or with `migrated: false`
 * empty, for tests of the migrations themselves.
 */
export async function createTestDatabase(
  server: { adminUrl: string; template: string },
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  // Named after the run's template (dropwire_t_<run>_template), so the run's teardown finds it.
  const name = server.template.replace(/_template$/, `_${randomBytes(6).toString('hex')}`);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${migrated ? server.template : 'template0'}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), { max: 4 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: server.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The database of the surrounding `describe` block: a fresh, migrated one, created before the block's first
 * test and dropped after its last. Call it first in the block: vitest runs `beforeAll` hooks in order and
 * `afterAll` hooks in reverse, so the block's own hooks find the database ready and are done with it (a
 * server process stopped, say) before it is dropped. Its fields are filled in by the block's first hook;
 * while the block is being declared they are still empty.
 */
export function useTestDatabase(server: Parameters<typeof createTestDatabase>[0]): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(server));
  });
  afterAll(async () => {
    // Nothing to drop when creating it failed.
    if ('drop' in database) await database.drop();
  });
  return database;
}
