import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase;

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/** How long closing waits for the server to confirm that connections have ended. */
const CLOSE_TIMEOUT_MS = 10_000;

export type ConnectOptions = {
  max?: number;
  /** PostgreSQL cancels a statement running longer (`statement_timeout`); unset or 0: no limit. */
  statementTimeoutMs?: number;
  /** How long a query waits for a pooled connection, or for a new one to open, before it fails. */
  acquireTimeoutMs?: number;
};

/** A pooled connection to one PostgreSQL database. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Sent when each connection opens, so it is the session's default: `RESET` returns to it.
    statement_timeout: options.statementTimeoutMs || undefined,
    connectionTimeoutMillis: options.acquireTimeoutMs,
    // Our queries are short; where the server has JIT, compiling one can cost more than running it (623 ms
    // for one search statement on PostgreSQL 15; decision 017).
    options: '-c jit=off',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Every client whose connection is open, so closing can wait for each one's own end.
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const db = drizzle({ client: pool });
  return { db, pool, close: () => closePool(pool, open) };
}

/**
 * Ends the pool and waits until every connection has really closed. `pool.end()` resolves as soon as
 * its clients are asked to end, while their sessions may still be open on the server; dropping the
 * database in that window (tests do) would terminate them under a client that is still listening.
 * Each open client is awaited by its own `end` event, so idle time-outs and failed connection attempts
 * neither end the wait early nor hold it forever; a server that never answers is given up on after a while.
 */
async function closePool(pool: pg.Pool, open: Set<pg.PoolClient>): Promise<void> {
  await pool.end();
  // Taken after `end()`: a client that was still connecting when closing began has joined `open` by now, and
  // one that has already ended has left it.
  const ended = Promise.all([...open].map((client) => new Promise((resolve) => client.once('end', resolve))));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)))]);
  clearTimeout(timer);
}
