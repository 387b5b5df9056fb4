import { beforeAll, describe, expect, it } from 'vitest';
import { listPublishedArticles } from '../../app/domain/articles/article-reads.server';
import { MAX_NEWS_PAGES, NEWS_PAGE_SIZE } from '../../app/domain/articles/news-query';
import {
  articlesOfMonth,
  publishedMonths,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
} from '../../app/domain/feeds/sitemap.server';
import { getTagPage } from '../../app/domain/articles/tag-pages.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { insertBulkArticles, planOf, recordingDatabase } from './query-plans';

/** Every entry of a month's file, its batches joined. */
async function entriesOf(file: Promise<AsyncIterable<SitemapEntry[]> | undefined>): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for await (const batch of (await file)!) entries.push(...batch);
  return entries;
}

// Deep pages of the News list and of a tag (decision 071): the right articles, in the list's order, found in
// the list's own index without reading the rows a page skips.
describe.each(testServers())('deep pages on $name', (server) => {
  const database = useTestDatabase(server);
  const tag = 'bulk-tag-3';

  beforeAll(async () => {
    // 27,000 published articles (every tenth is a draft); each tag on about 1 in 150 of them.
    await insertBulkArticles(database.pool, { articles: 30_000, authors: 20, tags: 300 });
  });

  /** Slugs of page `page` as a plain OFFSET over the whole rows would list them. */
  async function slugsByOffset(where: string, params: unknown[], page: number) {
    const { rows } = await database.pool.query<{ slug: string }>(
      `SELECT a.slug FROM articles a WHERE a.status = 'published' ${where}
       ORDER BY a.published_at DESC, a.id DESC LIMIT 12 OFFSET ${(page - 1) * 12}`,
      params,
    );
    return rows.map((row) => row.slug);
  }

  async function statementsOf(run: (db: ReturnType<typeof recordingDatabase>['db']) => Promise<unknown>) {
    const recording = recordingDatabase(database.pool);
    await run(recording.db);
    return recording.statements;
  }

  it('shows a News page past the Load More pages alone, found in the published index', async () => {
    const page = 2_000;
    const query = { search: '', category: 'all', sort: 'newest', page } as const;
    const list = await listPublishedArticles(database.db, query);
    expect(page).toBeGreaterThan(MAX_NEWS_PAGES);
    expect(list.items.map((item) => item.slug)).toEqual(await slugsByOffset('', [], page));
    expect(list.total).toBe(27_000);
    expect(list.hasMore).toBe(list.total > page * NEWS_PAGE_SIZE);

    const statements = await statementsOf((db) => listPublishedArticles(db, { ...query, page: page + 1 }));
    const pageStatement = statements.find((statement) => /\boffset\b/i.test(statement.sql));
    const plan = await planOf(database.pool, pageStatement!);
    expect(plan).toMatch(/Index Only Scan using articles_published_idx on articles/);
    expect(plan).not.toMatch(/Seq Scan on articles|Incremental Sort/);
  });

  it('reads a deep page of a category from its own index', async () => {
    const statements = await statementsOf((db) =>
      listPublishedArticles(db, { search: '', category: 'news', sort: 'oldest', page: 120 }),
    );
    const plan = await planOf(
      database.pool,
      statements.find((s) => /\boffset\b/i.test(s.sql))!,
    );
    expect(plan).toMatch(/Index Only Scan Backward using articles_category_published_idx on articles/);
  });

  it("pages a tag from the tag's index, as the articles' own order lists them", async () => {
    const { rows } = await database.pool.query<{ id: string }>(`SELECT id FROM tags WHERE slug = $1`, [tag]);
    const tagged = `AND a.id IN (SELECT article_id FROM article_tags WHERE tag_id = $1)`;
    const found = await getTagPage(database.db, tag, 12, 10);
    expect(found?.total).toBeGreaterThan(120);
    expect(found?.items.map((item) => item.slug)).toEqual(await slugsByOffset(tagged, [rows[0]!.id], 10));

    const statements = await statementsOf((db) => getTagPage(db, tag, 12, 9));
    const plans = await Promise.all(
      statements.filter((s) => /article_tags/.test(s.sql)).map((s) => planOf(database.pool, s)),
    );
    const paging = plans.filter((plan) => /article_tags_published_idx/.test(plan));
    // The count and the page; neither reads an article's row to order or count.
    expect(paging.length).toBeGreaterThanOrEqual(2);
    for (const plan of paging) expect(plan).toMatch(/Index Only Scan using article_tags_published_idx/);
  });

  it('keeps a tag page true when an article is unpublished, republished or newly tagged', async () => {
    const before = (await getTagPage(database.db, tag, 12, 1))!;
    const newest = before.items[0]!;
    await database.pool.query(`UPDATE articles SET status = 'draft' WHERE id = $1`, [newest.id]);
    const unpublished = (await getTagPage(database.db, tag, 12, 1))!;
    expect(unpublished.total).toBe(before.total - 1);
    expect(unpublished.items.map((item) => item.id)).not.toContain(newest.id);

    await database.pool.query(
      `UPDATE articles SET status = 'published', published_at = now() + interval '1 hour' WHERE id = $1`,
      [newest.id],
    );
    // A draft (every tenth bulk story) tagged now, then published: it leads the tag's page.
    const { rows } = await database.pool.query<{ id: string }>(
      `SELECT id FROM articles WHERE status = 'draft' AND slug LIKE 'bulk-story-%' LIMIT 1`,
    );
    const draft = rows[0]!.id;
    await database.pool.query(
      `INSERT INTO article_tags (article_id, tag_id) SELECT $1, id FROM tags WHERE slug = $2`,
      [draft, tag],
    );
    expect((await getTagPage(database.db, tag, 12, 1))!.total).toBe(before.total);
    await database.pool.query(
      `UPDATE articles SET status = 'published', published_at = now() + interval '2 hours' WHERE id = $1`,
      [draft],
    );
    const after = (await getTagPage(database.db, tag, 12, 1))!;
    expect(after.total).toBe(before.total + 1);
    expect(after.items.slice(0, 2).map((item) => item.id)).toEqual([draft, newest.id]);
  });

  it('splits a month of more than 50,000 articles into sitemap files of 50,000 URLs', async () => {
    await database.pool.query(
      `INSERT INTO articles (slug, title, status, published_at)
       SELECT 'march-' || g, 'March story ' || g, 'published', '2019-03-01T00:00:00Z'::timestamptz + g * interval '40 seconds'
       FROM generate_series(1, ${SITEMAP_MAX_URLS + 10}) g`,
    );
    const months = (await publishedMonths(database.db)).map((entry) => entry.month);
    expect(months.filter((month) => month.startsWith('2019-'))).toEqual(['2019-03', '2019-03-2']);
    const first = await entriesOf(articlesOfMonth(database.db, '2019-03'));
    const second = await entriesOf(articlesOfMonth(database.db, '2019-03-2'));
    expect(first).toHaveLength(SITEMAP_MAX_URLS);
    expect(first.at(-1)!.path).toBe(`/news/march-${SITEMAP_MAX_URLS}`);
    expect(second.map((entry) => entry.path)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/news/march-${SITEMAP_MAX_URLS + 1 + i}`),
    );
    expect(await articlesOfMonth(database.db, '2019-03-3')).toBeUndefined();
    expect(await articlesOfMonth(database.db, '2019-03-1')).toBeUndefined();
  });

  it('reads a month file in batches that neither skip nor repeat articles published in the same microsecond', async () => {
    // 25 articles, five at each of five times with microseconds (rounded to milliseconds, they would collide).
    await database.pool.query(
      `INSERT INTO articles (slug, title, status, published_at)
       SELECT 'may-' || g, 'May story ' || g, 'published',
         '2018-05-01T00:00:00.000250Z'::timestamptz + (g / 5) * interval '1 microsecond'
       FROM generate_series(0, 24) g`,
    );
    const whole = await entriesOf(articlesOfMonth(database.db, '2018-05', SITEMAP_MAX_URLS));
    expect(whole).toHaveLength(25);
    const batches: number[] = [];
    const batched: { path: string }[] = [];
    for await (const batch of (await articlesOfMonth(database.db, '2018-05', 4))!) {
      batches.push(batch.length);
      batched.push(...batch);
    }
    expect(batches).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(batched.map((entry) => entry.path)).toEqual(whole.map((entry) => entry.path));
  });
});
