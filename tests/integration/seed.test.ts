import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartEntries, charts } from '../../app/db/schema/charts';
import { articles, articleSources, articleTags } from '../../app/db/schema/content';
import { articleCategories } from '../../app/db/schema/enums';
import { festivalLineup, festivals } from '../../app/db/schema/festivals';
import { gearItems, reviews } from '../../app/db/schema/gear';
import { interviews } from '../../app/db/schema/interviews';
import { adSlots, gearDeals, houseAds } from '../../app/db/schema/monetization';
import { sources } from '../../app/db/schema/newsroom';
import { releases, releaseTracks } from '../../app/db/schema/releases';
import { isDatabaseEmpty, seedDemoContent } from '../../app/db/seed/seed.server';
import { createTestDatabase, testServers, type TestDatabase } from '../support/test-database';

describe.each(testServers())('demo seed on $name', (server) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(server);
  });
  afterAll(() => database?.drop());

  it('fills an empty database with every kind of content', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoContent(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const db = database.db;
    const published = await db
      .select({ category: articles.category, n: count() })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .groupBy(articles.category);
    const total = published.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(published.map((row) => row.category).sort()).toEqual([...articleCategories].sort());
    const [withoutAuthor] = await db
      .select({ n: count() })
      .from(articles)
      .where(sql`${articles.authorId} IS NULL`);
    expect(withoutAuthor?.n).toBe(0);
    const [untagged] = await db
      .select({ n: count() })
      .from(articles)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${articleTags} WHERE ${articleTags.articleId} = ${articles.id})`);
    expect(untagged?.n).toBe(0);
    const [unsourced] = await db
      .select({ n: count() })
      .from(articles)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM ${articleSources} WHERE ${articleSources.articleId} = ${articles.id})`,
      );
    expect(unsourced?.n).toBe(0);
    for (const table of [
      releases,
      releaseTracks,
      festivals,
      festivalLineup,
      gearItems,
      reviews,
      interviews,
      charts,
      chartEntries,
      gearDeals,
      houseAds,
      sources,
    ]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBeGreaterThan(0);
    }
    const [slots] = await db.select({ n: count() }).from(adSlots);
    expect(slots?.n).toBe(10);
  });

  it('points no demo link at a host that could resolve', async () => {
    const links = await database.pool.query<{ url: string }>(
      'SELECT url FROM article_sources UNION ALL SELECT url FROM sources UNION ALL SELECT affiliate_url FROM gear_deals UNION ALL SELECT url FROM review_retailers',
    );
    for (const { url } of links.rows) expect(new URL(url).hostname).toMatch(/\.example$|^127\./);
  });
});
