import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../app/db/client.server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('closing a database pool on $name', (server) => {
  const database = useTestDatabase(server);

  it('waits until every connection has ended, so the database can be dropped at once', async () => {
    const handle = connectDatabase(database.url, { max: 4 });
    await Promise.all([1, 2, 3, 4].map(() => handle.pool.query('SELECT pg_sleep(0.05)')));
    expect(handle.pool.totalCount).toBe(4);
    await handle.close();
    // A client still listening would raise an unhandled "terminating connection" error here.
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    try {
      const name = new URL(database.url).pathname.slice(1);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    } finally {
      await admin.end();
    }
  });

  it('closes at once when a connection attempt failed and when idle clients were already removed', async () => {
    // A port that accepts and hangs up: the connection attempt fails without ever connecting.
    const refuser = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => refuser.listen(0, '127.0.0.1', resolve));
    const { port } = refuser.address() as AddressInfo;
    const failing = connectDatabase(`postgres://postgres@127.0.0.1:${port}/nothing`);
    await expect(failing.pool.query('SELECT 1')).rejects.toThrow();
    await failing.close();
    expect(failing.pool.totalCount).toBe(0);
    refuser.close();

    const handle = connectDatabase(database.url, { max: 2 });
    await Promise.all([handle.pool.query('SELECT 1'), handle.pool.query('SELECT 1')]);
    // One client leaves on its own (as after an idle time-out); closing still waits for the other one only.
    const client = await handle.pool.connect();
    client.release(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await handle.close();
    expect(handle.pool.totalCount).toBe(0);
  });
});
