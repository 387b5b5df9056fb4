import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { buildArticle } from '../../app/db/seed/builders';
import { insertRows } from '../../app/db/seed/seed.server';
import { newsListQuery } from '../../app/domain/articles/article-reads.server';
import { testServers, useTestDatabase } from '../support/test-database';

const entityTables = [
  'articles',
  'profiles',
  'tags',
  'article_tags',
  'article_sources',
  'article_views',
  'releases',
  'release_tracks',
  'festivals',
  'festival_lineup',
  'festival_stages',
  'festival_schedule',
  'festival_ticket_types',
  'festival_faq',
  'gear_items',
  'reviews',
  'review_retailers',
  'interviews',
  'charts',
  'chart_entries',
  'newsletter_subscribers',
  'newsletter_queue',
  'tips',
  'contact_messages',
  'advertising_inquiries',
  'affiliate_mappings',
  'gear_deals',
  'ad_slots',
  'house_ads',
  'sources',
  'feed_items',
  'stories',
  'automation_logs',
  'site_settings',
  'rate_limit_events',
];

describe.each(testServers())('schema on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      buildArticle({
        title: `Indexed article ${i}`,
        // Tech is rare, as a narrow category is, so its own index is the cheapest path.
        category: i % 20 === 3 ? 'tech' : 'news',
        status: i % 10 === 0 ? 'draft' : 'published',
        publishedAt: i % 10 === 0 ? null : new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        views: i * 7,
      }),
    );
    await insertRows(database.db, articles, rows);
    await database.pool.query('ANALYZE articles');
  });

  it('has a table for every entity and the extensions search needs', async () => {
    const tables = await database.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const names = tables.rows.map((row) => row.table_name);
    for (const table of entityTables) expect(names).toContain(table);
    const extensions = await database.pool.query<{ extname: string }>('SELECT extname FROM pg_extension');
    expect(extensions.rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent']),
    );
  });

  it('refuses a published article without a publication date', async () => {
    await expect(
      database.pool.query(
        "INSERT INTO articles (slug, title, status) VALUES ('no-date', 'No date', 'published')",
      ),
    ).rejects.toThrow(/articles_published_has_date/);
  });

  it('searches published articles through the partial search indexes, which drafts stay out of', async () => {
    const { sql, params } = newsListQuery(database.db, {
      search: 'acid',
      category: 'all',
      sort: 'newest',
      page: 1,
    }).toSQL();
    const client = await database.pool.connect();
    try {
      // On a near-empty table the small listing indexes always win; without them (in a transaction that is
      // rolled back) the plan shows whether the partial search indexes can answer the site's query at all.
      await client.query('BEGIN');
      await client.query(
        'DROP INDEX articles_published_idx, articles_category_published_idx, articles_popular_idx, articles_author_published_idx; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off',
      );
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('articles_search_idx');
      expect(text).toContain('articles_title_trgm_idx');
      const { rows } = await client.query<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE indexname IN ('articles_search_idx', 'articles_title_trgm_idx')",
      );
      expect(rows.map((row) => row.indexdef)).toEqual([
        expect.stringContaining("WHERE (status = 'published'::text)"),
        expect.stringContaining("WHERE (status = 'published'::text)"),
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  // With sequential scans, bitmap scans and sorts discouraged, a plan that still sorts means no index has
  // the listing's order: the check that catches Drizzle's NULLS FIRST against an index's NULLS LAST.
  it.each([
    ['newest', 'all', 'articles_published_idx'],
    ['oldest', 'all', 'articles_published_idx'],
    ['popular', 'all', 'articles_popular_idx'],
    ['newest', 'tech', 'articles_category_published_idx'],
  ] as const)('reads the %s %s listing in index order', async (sort, category, indexName) => {
    const { sql, params } = newsListQuery(database.db, { search: '', category, sort, page: 1 }).toSQL();
    const client = await database.pool.connect();
    try {
      await client.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain(indexName);
      expect(text).not.toMatch(/\bSort\b/);
    } finally {
      await client.query('RESET ALL');
      client.release();
    }
  });
});
