import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../app/db/client.server';
import { migrationsFolder, runMigrations } from '../../app/db/migrate.server';
import { signatureFromBytes } from '../../app/domain/newsroom/similarity';
import { testServers } from '../support/test-database';

/** The migrations folder as it was after its first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

describe.each(testServers())('migrations on $name', (server) => {
  it('carry stored item signatures from integer arrays to bytes, value for value', async () => {
    const name = server.template.replace(/_template$/, `_m${randomBytes(5).toString('hex')}`);
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server.adminUrl);
    url.pathname = `/${name}`;
    const { pool, close } = connectDatabase(url.toString(), { max: 2 });
    const folder = firstMigrations(2);
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
      const signature = [5, -1, 2_147_483_647, 0, 42];
      await pool.query(`
        INSERT INTO sources (id, name, url, host) VALUES ('00000000-0000-4000-8000-000000000001', 'S', 'http://127.0.0.1/f', '127.0.0.1');
        INSERT INTO feed_items (source_id, guid, title, content_hash, signature, bands, published_at)
        VALUES ('00000000-0000-4000-8000-000000000001', 'g', 'T', 'h', '{${signature.join(',')}}', '{1,2}', now());`);
      await runMigrations(pool);
      const { rows } = await pool.query<{ signature: Buffer }>('SELECT signature FROM feed_items');
      expect([...signatureFromBytes(rows[0]!.signature)]).toEqual(signature);
      const { rows: columns } = await pool.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'feed_items' AND column_name = 'bands'",
      );
      expect(columns).toHaveLength(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
