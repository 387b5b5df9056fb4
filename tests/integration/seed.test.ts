import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { makePendingDemoNews } from '../../app/domain/newsroom/demo/make-demo-news.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('demo seed on $name', (server) => {
  const database = useTestDatabase(server);

  it('fills an empty database with every kind of content', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoContent(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const made = await makePendingDemoNews(database.db, loadConfig({}), createLogger('silent'));
    expect(made).toMatchObject({ sources: 8, items: 34, stories: 13 });
    // Claimed once: a second start (or a second process) makes nothing more.
    expect(await makePendingDemoNews(database.db, loadConfig({}), createLogger('silent'))).toBeUndefined();
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

  it('writes every demo text about the names it is tagged with', async () => {
    // An editor's article names its tags itself; the newsroom's tags come from its story's reports.
    const { rows } = await database.pool.query<{ title: string; text: string; tags: string[] }>(`
      SELECT a.title, a.title || ' ' || a.summary || ' ' || a.content || ' ' || coalesce((
          SELECT string_agg(f.title || ' ' || f.content_text, ' ') FROM feed_items f WHERE f.story_id = a.story_id),
        '') AS text,
        (SELECT array_agg(t.name) FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags
      FROM articles a`);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows)
      for (const tag of row.tags) expect(row.text.toLowerCase(), row.title).toContain(tag.toLowerCase());
  });

  it('writes the catalogue about its own subjects: releases, festivals (their schedules name their own acts), reviews and interviews', async () => {
    const mismatches = await database.pool.query(`
      SELECT 'release ' || title AS what FROM releases WHERE position(artist IN description) = 0
      UNION ALL SELECT 'festival ' || name FROM festivals WHERE position(name IN description) = 0
      UNION ALL SELECT 'review ' || r.title FROM reviews r JOIN gear_items g ON g.id = r.gear_id
        WHERE position(g.brand || ' ' || g.model IN r.title) = 0 OR position(g.brand || ' ' || g.model IN r.body) = 0
      UNION ALL SELECT 'interview ' || title FROM interviews
        WHERE EXISTS (SELECT 1 FROM unnest(guests) AS guest WHERE position(guest IN body) = 0)
      UNION ALL SELECT 'schedule of ' || f.name || ': ' || act FROM festival_schedule s
        JOIN festivals f ON f.id = s.festival_id, unnest(s.highlights) AS act
        WHERE NOT EXISTS (SELECT 1 FROM festival_lineup l WHERE l.festival_id = f.id AND l.artist_name = act)`);
    expect(mismatches.rows).toEqual([]);
  });

  it('makes the demo news with the newsroom: stories told by several sources, from demo sources', async () => {
    const { rows } = await database.pool.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM (
        SELECT article_id FROM article_sources GROUP BY article_id HAVING count(*) >= 2) AS several
      WHERE article_id IN (SELECT article_id FROM stories WHERE article_id IS NOT NULL)`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(10);
    const demo = await database.db.select().from(sources);
    expect(demo.every((source) => source.isDemo && source.isActive)).toBe(true);
  });

  it('points no demo link at a host that could resolve', async () => {
    const links = await database.pool.query<{ url: string }>(
      'SELECT url FROM article_sources UNION ALL SELECT url FROM sources UNION ALL SELECT affiliate_url FROM gear_deals UNION ALL SELECT url FROM review_retailers',
    );
    for (const { url } of links.rows) expect(new URL(url).hostname).toMatch(/\.example$|^127\./);
  });
});
