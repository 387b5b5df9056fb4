import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../../app/db/migrate.server';
import { signatureFromBytes } from '../../app/domain/newsroom/normalise/similarity';
import { createTestDatabase, testServers } from '../support/test-database';

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
    const { pool, drop } = await createTestDatabase(server, { migrated: false });
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
      await drop();
    }
  });

  it('mark the published archive as announced on the fediverse, not what is scheduled or a draft (0032)', async () => {
    const { pool, drop } = await createTestDatabase(server, { migrated: false });
    const folder = firstMigrations(32);
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
      await pool.query(`
        INSERT INTO articles (id, slug, title, summary, status, published_at) VALUES
          ('00000000-0000-4000-8000-0000000000a1', 'old', 'Old', 's', 'published', '2025-03-01T10:00:00Z'),
          ('00000000-0000-4000-8000-0000000000a2', 'later', 'Later', 's', 'published', now() + interval '1 day'),
          ('00000000-0000-4000-8000-0000000000a3', 'draft', 'Draft', 's', 'draft', NULL);`);
      await runMigrations(pool);
      const { rows } = await pool.query('SELECT article_id, version, deleted FROM fediverse_article_state');
      expect(rows).toEqual([
        {
          article_id: '00000000-0000-4000-8000-0000000000a1',
          version: '2025-03-01T10:00:00.000Z',
          deleted: false,
        },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await drop();
    }
  });

  it('repair links that feeds planted without an http(s) scheme (0006)', async () => {
    const { pool, drop } = await createTestDatabase(server, { migrated: false });
    const folder = firstMigrations(6);
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
      await pool.query(`
        INSERT INTO sources (id, name, url, host, site_url)
          VALUES ('00000000-0000-4000-8000-000000000001', 'S', 'http://127.0.0.1/f', '127.0.0.1', 'javascript:alert(1)');
        INSERT INTO feed_items (source_id, guid, title, content_hash, signature, url, canonical_url, image_url, published_at)
          VALUES ('00000000-0000-4000-8000-000000000001', 'g', 'T', 'h', '\\x00', 'javascript:alert(1)', 'JAVASCRIPT:x',
            'data:image/svg+xml,<svg onload=alert(1)>', now()),
          ('00000000-0000-4000-8000-000000000001', 'g2', 'T2', 'h2', '\\x00', 'https://127.0.0.1/ok', NULL, NULL, now());
        INSERT INTO articles (id, slug, title, summary, content, cover_image_url)
          VALUES ('00000000-0000-4000-8000-0000000000a1', 'a', 'A', 's',
            '<p>x</p><a href="javascript:alert(1)" rel="noopener nofollow">S</a><a href="java	script:alert(2)">T</a><a href="https://127.0.0.1/ok">OK</a><a href="/news/b">In</a>',
            'javascript:alert(3)');
        INSERT INTO article_sources (article_id, name, url, position, published_at)
          VALUES ('00000000-0000-4000-8000-0000000000a1', 'Bad', 'javascript:alert(1)', 0, now()),
            ('00000000-0000-4000-8000-0000000000a1', 'Good', 'https://127.0.0.1/ok', 1, now());`);
      await runMigrations(pool);
      const items = await pool.query('SELECT url, canonical_url, image_url FROM feed_items ORDER BY guid');
      expect(items.rows).toEqual([
        { url: null, canonical_url: null, image_url: null },
        { url: 'https://127.0.0.1/ok', canonical_url: null, image_url: null },
      ]);
      const article = await pool.query('SELECT content, cover_image_url FROM articles');
      expect(article.rows[0]).toEqual({
        content:
          '<p>x</p><a rel="noopener nofollow">S</a><a>T</a><a href="https://127.0.0.1/ok">OK</a><a href="/news/b">In</a>',
        cover_image_url: null,
      });
      const cited = await pool.query('SELECT name FROM article_sources');
      expect(cited.rows).toEqual([{ name: 'Good' }]);
      expect((await pool.query('SELECT site_url FROM sources')).rows).toEqual([{ site_url: null }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await drop();
    }
  });
});
