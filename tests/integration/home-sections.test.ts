import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAdSlots, buildArticle, buildHouseAds, buildSource, buildTag } from '../../app/db/seed/builders';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { festivals } from '../../app/db/schema/festivals';
import { adSlots, gearDeals, houseAdCounts, houseAds } from '../../app/db/schema/monetization';
import { sources } from '../../app/db/schema/newsroom';
import { readHomeSections } from '../../app/domain/home/home-page.server';
import { adsForPage } from '../../app/domain/monetization/ad-slots.server';
import { listGearDeals } from '../../app/domain/monetization/gear-deals.server';
import { countHouseAdEvents, houseAdTarget } from '../../app/domain/monetization/house-ad-counts.server';
import { testServers, useTestDatabase } from '../support/test-database';

const now = new Date('2026-07-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const day = (offset: number) => daysAgo(-offset).toISOString().slice(0, 10);

describe.each(testServers())('the home page sections on $name', (server) => {
  const database = useTestDatabase(server);

  it('ranks this week’s tags and artists, with the artists’ change on the week before', async () => {
    const { db } = database;
    const [mira, kaito, luma, techno] = [
      buildTag('Mira Solenne', 'artist'),
      buildTag('Kaito Vance', 'artist'),
      buildTag('Luma Reyes', 'artist'),
      buildTag('Techno', 'genre'),
    ];
    await db.insert(tags).values([mira!, kaito!, luma!, techno!]);
    const tagged: [Date, typeof mira, 'published' | 'draft'][] = [
      [daysAgo(1), mira, 'published'],
      [daysAgo(2), mira, 'published'],
      [daysAgo(3), mira, 'published'],
      [daysAgo(9), mira, 'published'],
      [daysAgo(1), kaito, 'published'],
      [daysAgo(8), kaito, 'published'],
      [daysAgo(10), kaito, 'published'],
      [daysAgo(1), luma, 'draft'],
      [daysAgo(20), luma, 'published'],
      [daysAgo(1), techno, 'published'],
      [daysAgo(2), techno, 'published'],
      [daysAgo(-1), techno, 'published'],
    ];
    for (const [publishedAt, tag, status] of tagged) {
      const article = buildArticle({ status, publishedAt: status === 'published' ? publishedAt : null });
      await db.insert(articles).values(article);
      await db.insert(articleTags).values({ articleId: article.id, tagId: tag!.id });
    }

    const { trendingTags, artists } = await readHomeSections(db, now);
    expect(trendingTags.map((tag) => [tag.name, tag.count])).toEqual([
      ['Mira Solenne', 3],
      ['Techno', 2],
      ['Kaito Vance', 1],
    ]);
    expect(artists).toEqual([
      { name: 'Mira Solenne', slug: mira!.slug, count: 3, previousCount: 1 },
      { name: 'Kaito Vance', slug: kaito!.slug, count: 1, previousCount: 2 },
    ]);
  });

  it('tracks festivals on now and next, then those ended within a week, with phases from the dates', async () => {
    const { db } = database;
    const festival = (
      name: string,
      start: number,
      end: number,
      status: 'published' | 'draft' = 'published',
    ) => ({
      slug: `${name.toLowerCase().replace(/ /g, '-')}-${randomUUID().slice(0, 4)}`,
      name,
      location: 'Rotterdam',
      country: 'Netherlands',
      dateStart: day(start),
      dateEnd: day(end),
      status,
      publishedAt: status === 'published' ? daysAgo(30) : null,
    });
    await db
      .insert(festivals)
      .values([
        festival('Long Gone', -30, -28),
        festival('Just Ended', -3, -1),
        festival('On Now', -1, 1),
        festival('Last Day', -2, 0),
        festival('Next Month', 30, 32),
        festival('Next Week', 7, 8),
        festival('Unpublished', 2, 3, 'draft'),
      ]);
    const { festivals: tracked } = await readHomeSections(db, now);
    expect(tracked.map((entry) => [entry.name, entry.phase])).toEqual([
      ['Last Day', 'happening'],
      ['On Now', 'happening'],
      ['Next Week', 'upcoming'],
      ['Next Month', 'upcoming'],
      ['Just Ended', 'ended'],
    ]);
  });

  it('shows the newest items of video and social sources only, with the video and the platform', async () => {
    const { db } = database;
    const channel = buildSource({ name: 'Boiler Room', kind: 'video' });
    const paused = buildSource({ name: 'Paused channel', kind: 'video', isActive: false });
    const social = buildSource({ name: 'Mira on Mastodon', kind: 'social' });
    const news = buildSource({ name: 'Pulse Wire', kind: 'news' });
    await db.insert(sources).values([channel, paused, social, news]);
    const item = async (source: { id: string }, title: string, url: string, hoursAgo: number, summary = '') =>
      db.execute(sql`
        INSERT INTO feed_items (source_id, guid, url, canonical_url, title, summary, content_hash, signature, published_at)
        VALUES (${source.id}, ${randomUUID()}, ${url}, ${url}, ${title}, ${summary}, ${randomUUID()}, '\\x00'::bytea,
          ${new Date(Date.now() - hoursAgo * 3_600_000)})`);
    await item(channel, 'Older set', 'https://www.youtube.com/watch?v=aaaaaaaaaaa', 5);
    await item(channel, 'Newest set', 'https://youtu.be/bbbbbbbbbbb', 1);
    await item(channel, 'A set elsewhere', 'https://vimeo.com/1234', 2);
    await item(paused, 'Hidden set', 'https://www.youtube.com/watch?v=ccccccccccc', 0);
    await item(news, 'A news story', 'https://pulsewire.example/story', 0);
    await item(social, 'Post', 'http://127.0.0.1:9/@mira/112233', 3, 'New  record out\non Friday!');

    const { videos, socialPosts } = await readHomeSections(db, now);
    expect(videos.map((video) => [video.title, video.youtubeId, video.channel])).toEqual([
      ['Newest set', 'bbbbbbbbbbb', 'Boiler Room'],
      ['A set elsewhere', null, 'Boiler Room'],
      ['Older set', 'aaaaaaaaaaa', 'Boiler Room'],
    ]);
    expect(socialPosts).toMatchObject([
      { text: 'New record out on Friday!', platform: 'mastodon', author: 'Mira on Mastodon' },
    ]);
  });

  it('lists live gear deals by saving, leaving out expired, inactive and non-deals', async () => {
    const { db } = database;
    const deal = (model: string, original: number, price: number, extra: object = {}) => ({
      title: model,
      brand: 'Roland',
      model,
      shop: 'Shop',
      originalPriceCents: original,
      dealPriceCents: price,
      affiliateUrl: 'https://shop.example/x',
      ...extra,
    });
    await db
      .insert(gearDeals)
      .values([
        deal('TR-8S', 64_900, 54_900),
        deal('SP-404', 50_000, 25_000),
        deal('Expired', 50_000, 10_000, { expiresAt: daysAgo(1) }),
        deal('Retired', 50_000, 10_000, { isActive: false }),
        deal('Full price', 50_000, 50_000),
      ]);
    const deals = await listGearDeals(db, now);
    expect(deals.map((entry) => [entry.model, entry.discount])).toEqual([
      ['SP-404', 50],
      ['TR-8S', 15],
    ]);
  });

  it('fills enabled slots with house ads for pages that exist, and counts what readers see and follow', async () => {
    const { db } = database;
    await db.insert(adSlots).values(buildAdSlots());
    await db
      .update(adSlots)
      .set({ enabled: false })
      .where(sql`key = 'footer-970x90'`);
    await db
      .update(adSlots)
      .set({ type: 'network' })
      .where(sql`key = 'sidebar-300x250'`);
    const inserted = await db.insert(houseAds).values(buildHouseAds()).returning();

    const keys = ['header-728x90', 'inarticle-1', 'footer-970x90', 'sidebar-300x250'] as const;
    const ads = await adsForPage(db, keys);
    expect(ads.map((ad) => [ad.key, ad.fill])).toEqual([
      ['header-728x90', 'house'],
      ['inarticle-1', 'house'],
      ['sidebar-300x250', 'placeholder'],
    ]);
    expect(ads[0]).toMatchObject({ width: 728, height: 90, mobileWidth: 320, mobileHeight: 100 });
    const shown = ads.flatMap((ad) => (ad.fill === 'house' ? [ad.houseAd.href] : []));
    expect(new Set(shown).size).toBe(2);
    // Every promotion leads to a page that exists, the advertising and deals pages included.
    const promoted = new Set<string>();
    for (let page = 0; page < 50; page++)
      for (const ad of await adsForPage(db, keys)) if (ad.fill === 'house') promoted.add(ad.houseAd.href);
    expect(promoted).toContain('/advertise');
    expect(promoted).toContain('/gear-deals');
    const withNetwork = await adsForPage(db, ['sidebar-300x250'], { networkClient: 'ca-pub-123' });
    expect(withNetwork[0]).toMatchObject({ fill: 'network', client: 'ca-pub-123' });

    const newsletter = inserted.find((ad) => ad.href === '/newsletter')!;
    const advertise = inserted.find((ad) => ad.href === '/advertise')!;
    expect(await houseAdTarget(db, newsletter.id)).toBe('/newsletter');
    expect(await houseAdTarget(db, advertise.id)).toBe('/advertise');
    expect(await houseAdTarget(db, randomUUID())).toBeUndefined();

    const counted = await countHouseAdEvents(db, [
      { adId: newsletter.id, slotKey: 'header-728x90', kind: 'impression' },
      { adId: newsletter.id, slotKey: 'header-728x90', kind: 'impression' },
      { adId: newsletter.id, slotKey: 'header-728x90', kind: 'click' },
      { adId: randomUUID(), slotKey: 'header-728x90', kind: 'impression' },
    ]);
    expect(counted).toBe(1);
    await countHouseAdEvents(db, [{ adId: newsletter.id, slotKey: 'header-728x90', kind: 'impression' }]);
    const counts = await db.select().from(houseAdCounts);
    expect(counts).toEqual([
      {
        houseAdId: newsletter.id,
        slotKey: 'header-728x90',
        day: new Date().toISOString().slice(0, 10),
        impressions: 3,
        clicks: 1,
      },
    ]);
  });
});
