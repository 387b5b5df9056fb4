import { beforeAll, describe, expect, it } from 'vitest';
import { listApiAuthors } from '../../app/domain/feeds/api-directory.server';
import { getAuthorPage } from '../../app/domain/articles/author-pages.server';
import { loadFeedArticles } from '../../app/domain/feeds/feed-articles.server';
import { listLatestVideos, listSocialPosts } from '../../app/domain/home/source-posts.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { insertBulkArticles, outerPlan, planOf, recordingDatabase } from './query-plans';

// The indexes of migration 0011, read by the queries they were made for: each domain function runs as the
// site runs it, on tables of tens of thousands of rows, and each statement it sent is EXPLAINed with
// PostgreSQL's default settings. A listing that reads its index in order needs no Sort node.
describe.each(testServers())('author and source listings on a full table on $name', (server) => {
  const database = useTestDatabase(server);
  const author = 'bulk-author-7';

  beforeAll(async () => {
    await insertBulkArticles(database.pool, { articles: 30_000, authors: 100, tags: 300 });
    // 60 sources (three video, three social, the rest news), 500 items each.
    await database.pool.query(
      `INSERT INTO sources (name, url, host, kind)
       SELECT 'Bulk source ' || i, 'http://127.0.0.1:9/bulk-' || i || '.xml', '127.0.0.1',
         CASE WHEN i <= 3 THEN 'video' WHEN i <= 6 THEN 'social' ELSE 'news' END
       FROM generate_series(1, 60) i`,
    );
    await database.pool.query(
      `INSERT INTO feed_items (source_id, guid, url, title, content_hash, signature, published_at)
       SELECT (ARRAY(SELECT id FROM sources WHERE name LIKE 'Bulk source %' ORDER BY name))[1 + g % 60],
         'bulk-item-' || g, 'http://127.0.0.1:9/items/' || g, 'Item ' || g, md5('bulk-item-' || g),
         '\\x00'::bytea, now() - g * interval '1 minute'
       FROM generate_series(1, 30000) g`,
    );
    await database.pool.query('VACUUM ANALYZE feed_items, sources');
  });

  /** The plan of the one statement `run` sent that matches `pattern`. */
  async function planOfRun(
    run: (db: ReturnType<typeof recordingDatabase>['db']) => Promise<unknown>,
    pattern: RegExp,
  ) {
    const recording = recordingDatabase(database.pool);
    await run(recording.db);
    const matching = recording.statements.filter((statement) => pattern.test(statement.sql));
    expect(matching, recording.statements.map((statement) => statement.sql).join('\n')).toHaveLength(1);
    return planOf(database.pool, matching[0]!);
  }

  it("reads a page of an author's articles from their index in order", async () => {
    const plan = await planOfRun(async (db) => {
      expect((await getAuthorPage(db, author, 12, 3))?.items).toHaveLength(12);
    }, /\boffset\b/i);
    // The page's ids from the index alone (decision 071); only its 12 rows are read and put in order.
    expect(plan).toMatch(/Index Only Scan using articles_author_published_idx on articles/);
    expect(plan).not.toMatch(/Incremental Sort|Seq Scan on articles/);
    expect(plan).toMatch(/^Sort .*rows=12/);
  });

  it("reads an author's feed from the same index in order", async () => {
    const plan = await planOfRun(async (db) => {
      expect((await loadFeedArticles(db, { kind: 'author', handle: author }))?.articles).toHaveLength(30);
    }, /\blimit\b/i);
    expect(outerPlan(plan)).toMatch(/Index Scan using articles_author_published_idx on articles/);
    expect(outerPlan(plan)).not.toMatch(/\bSort\b/);
  });

  it("counts each author's published articles in the Content API from their index", async () => {
    const plan = await planOfRun(async (db) => {
      expect((await listApiAuthors(db, { limit: 20 })).items).toHaveLength(20);
    }, /count\(\*\)/i);
    expect(plan).toMatch(/Index Only Scan using articles_author_published_idx on articles a/);
    expect(plan).not.toMatch(/Seq Scan on articles/);
  });

  it.each([
    ['video', listLatestVideos],
    ['social', listSocialPosts],
  ] as const)("reads each %s source's newest items in order, not all of them", async (_kind, list) => {
    const plan = await planOfRun(async (db) => {
      expect((await list(db)).length).toBeGreaterThan(0);
    }, /feed_items/);
    expect(plan).toMatch(/Index Scan using feed_items_source_published_idx on feed_items/);
    // One sort only: the few newest items of the few sources, merged; never a source's whole list.
    expect(plan.match(/\bSort\s+\(/g) ?? []).toHaveLength(1);
    expect(plan).not.toMatch(/Seq Scan on feed_items/);
  });
});
