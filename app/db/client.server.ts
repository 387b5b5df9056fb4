import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase;

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/** A pooled connection to one PostgreSQL database. */
export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool });
  return { db, pool, close: () => closePool(pool) };
}

/**
 * Ends the pool and waits until every connection has really closed. `pool.end()` resolves as soon as
 * its clients are asked to end, while their sessions may still be open on the server; dropping the
 * database in that window (tests do) would terminate them under a client that is still listening.
 */
async function closePool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
