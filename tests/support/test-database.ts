import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../app/db/client.server';

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> };

/** Every PostgreSQL server this run tests against (embedded 18, and TEST_DATABASE_URL's). */
export const testServers = () => inject('databases');

/** A fresh, migrated database cloned from the template on the given server. */
export async function createTestDatabase(server: {
  adminUrl: string;
  template: string;
}): Promise<TestDatabase> {
  // Named after the run's template (dropwire_t_<run>_template), so the run's teardown finds it.
  const name = server.template.replace(/_template$/, `_${randomBytes(6).toString('hex')}`);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${server.template}`);
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
 * A fresh database for the surrounding `describe` block, dropped after it. Returns a getter: the database
 * exists only once the block's `beforeAll` has run.
 */
export function useTestDatabase(server: Parameters<typeof createTestDatabase>[0]): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(server);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => database!;
}
