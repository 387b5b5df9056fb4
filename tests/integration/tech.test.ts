import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { gearItems, reviewRetailers, reviews } from '../../app/db/schema/gear';
import { buildArticle, buildTag } from '../../app/db/seed/builders';
import { listTech, type TechItem } from '../../app/domain/gear/tech-list.server';
import { techDefaults, type TechQuery } from '../../app/domain/gear/tech-query';
import { listTechTopics, listTechTrendingTags } from '../../app/domain/gear/tech-topics.server';
import { slugify } from '../../app/lib/slug';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const hour = 3_600_000;
const day = 24 * hour;

type GearRow = typeof gearItems.$inferInsert & { id: string };

function buildGear(brand: string, model: string, overrides: Partial<GearRow> = {}): GearRow {
  return {
    id: randomUUID(),
    slug: slugify(`${brand} ${model}`),
    brand,
    model,
    category: 'Hardware',
    status: 'published',
    ...overrides,
  };
}

// The Tech & Gear list (tech news and gear items in one list), its trending tags and popular topics.
describe.each(testServers())('tech and gear on $name', (server) => {
  const database = useTestDatabase(server);
  const now = Date.now();
  const at = (ago: number) => new Date(now - ago);
  const xdj = buildGear('Pioneer DJ', 'XDJ-AZ', {
    category: 'DJ Gear',
    createdAt: at(3 * hour),
    msrpCents: 349_900,
    currency: 'EUR',
    specs: { Decks: '4', Weight: '12 kg' },
  });
  const bitwig = buildGear('Bitwig', 'Studio 6', { category: 'Software', createdAt: at(2 * day) });
  const pigments = buildGear('Arturia', 'Pigments 6', { category: 'Plugins', createdAt: at(5 * day) });
  const prototype = buildGear('Pioneer DJ', 'Prototype', { category: 'DJ Gear', status: 'draft' });
  const xdjReview = {
    id: randomUUID(),
    slug: 'pioneer-dj-xdj-az-review',
    title: 'Pioneer DJ XDJ-AZ review',
    rating: 4.6,
    verdict: 'A club setup in one box.',
    status: 'published' as const,
    publishedAt: at(2 * hour),
    gearId: xdj.id,
  };
  const retailerId = randomUUID();
  const tech = (
    title: string,
    ago: number,
    views: number,
    overrides: Parameters<typeof buildArticle>[0] = {},
  ) => buildArticle({ title, category: 'tech', publishedAt: at(ago), views, ...overrides });
  // Names the XDJ-AZ (brand and model, apart in the headline): DJ Gear.
  const firmware = tech('Pioneer DJ updates the firmware of the XDJ-AZ', hour, 500);
  // Names no gear item: shown under "all" only.
  const stems = tech('Stem separation comes to every DAW', day, 50, {
    content: '<p>AI tools split a mix.</p>',
  });
  const old = tech('A look back at the XDJ-AZ launch by Pioneer DJ', 40 * day, 5);
  const notes = Array.from({ length: 10 }, (_, i) =>
    tech(`Studio notes ${i}`, (i + 2) * day + hour, (i + 1) * 10),
  );
  const draft = tech('Pioneer DJ XDJ-AZ draft', 0, 0, { status: 'draft', publishedAt: null });
  const news = buildArticle({
    title: 'Pioneer DJ XDJ-AZ sells out',
    category: 'news',
    publishedAt: at(hour),
  });
  const [firmwareTag, aiTag, notesTag, vintageTag, newsTag] = [
    buildTag('Firmware'),
    buildTag('AI Tools'),
    buildTag('Studio Notes'),
    buildTag('Vintage'),
    buildTag('Sell-outs'),
  ];

  beforeAll(async () => {
    await database.db.insert(gearItems).values([xdj, bitwig, pigments, prototype]);
    await database.db.insert(reviews).values(xdjReview);
    await database.db
      .insert(reviewRetailers)
      .values({ id: retailerId, reviewId: xdjReview.id, label: 'Shop', url: 'https://shop.example/xdj' });
    await database.db.insert(articles).values([firmware, stems, old, ...notes, draft, news]);
    await database.db.insert(tags).values([firmwareTag, aiTag, notesTag, vintageTag, newsTag]);
    await database.db
      .insert(articleTags)
      .values([
        { articleId: firmware.id, tagId: firmwareTag.id },
        { articleId: stems.id, tagId: aiTag.id },
        { articleId: stems.id, tagId: firmwareTag.id },
        ...notes.map((note) => ({ articleId: note.id, tagId: notesTag.id })),
        { articleId: old.id, tagId: vintageTag.id },
        { articleId: draft.id, tagId: vintageTag.id },
        { articleId: news.id, tagId: newsTag.id },
      ]);
  });

  const list = (query: Partial<TechQuery>) => listTech(database.db, { ...techDefaults, ...query });
  const idOf = (item: TechItem) => (item.kind === 'article' ? item.article.id : item.id);
  const ids = async (query: Partial<TechQuery>) => (await list(query)).items.map(idOf);

  it('lists published tech news and published gear together, newest first, 12 a page', async () => {
    const [first, second] = [await list({}), await list({ page: 2 })];
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(4);
    expect([...first.items, ...second.items].map(idOf)).toEqual([
      firmware.id,
      xdjReview.gearId,
      stems.id,
      bitwig.id,
      notes[0]!.id,
      notes[1]!.id,
      notes[2]!.id,
      pigments.id,
      ...notes.slice(3).map((note) => note.id),
      old.id,
    ]);
    expect((await list({ page: 3 })).items).toEqual([]);
  });

  it('gives a gear card its price as stored, its specs and its newest published review', async () => {
    const cards = (await list({ search: 'xdj' })).items.filter((item) => item.kind === 'gear');
    expect(cards).toEqual([
      expect.objectContaining({
        brand: 'Pioneer DJ',
        model: 'XDJ-AZ',
        category: 'DJ Gear',
        msrpCents: 349_900,
        currency: 'EUR',
        specs: { Decks: '4', Weight: '12 kg' },
        review: { slug: 'pioneer-dj-xdj-az-review', rating: 4.6 },
      }),
    ]);
    const [bitwigCard] = (await list({ search: 'bitwig' })).items;
    expect(bitwigCard).toMatchObject({ kind: 'gear', review: null, currency: 'USD' });
  });

  it('files an article under a gear category when it names a published item of it', async () => {
    expect(await ids({ category: 'DJ Gear' })).toEqual([firmware.id, xdj.id, old.id]);
    expect(await ids({ category: 'Plugins' })).toEqual([pigments.id]);
    expect(await ids({ category: 'Software' })).toEqual([bitwig.id]);
    expect(await ids({ category: 'AI' })).toEqual([]);
  });

  it('searches articles by their words and gear by brand, model and category, as prefixes', async () => {
    expect(await ids({ search: 'xdj' })).toEqual([firmware.id, xdj.id, old.id]);
    expect(await ids({ search: 'pigm' })).toEqual([pigments.id]);
    expect(await ids({ search: 'plugins' })).toEqual([pigments.id]);
    expect(await ids({ search: 'stem separation' })).toEqual([stems.id]);
    expect(await ids({ search: 'xdj', category: 'Software' })).toEqual([]);
    expect(await ids({ search: 'zzqx' })).toEqual([]);
  });

  it('sorts by popularity: articles by views, gear by clicks on its retailers, ties newest first', async () => {
    const popular = [...(await ids({ sort: 'popular' })), ...(await ids({ sort: 'popular', page: 2 }))];
    // No clicks yet: the gear items follow every article with a view, newest first.
    expect(popular.slice(0, 3)).toEqual([firmware.id, notes[9]!.id, notes[8]!.id]);
    expect(popular.slice(-3)).toEqual([xdj.id, bitwig.id, pigments.id]);
    await database.pool.query(
      `INSERT INTO affiliate_clicks (link_kind, link_id, page) SELECT 'retailer', $1, '/tech' FROM generate_series(1, 600)`,
      [retailerId],
    );
    // A click on another kind of link with the same id is not the retailer's.
    await database.pool.query(`INSERT INTO affiliate_clicks (link_kind, link_id) VALUES ('deal', $1)`, [
      xdj.id,
    ]);
    expect((await ids({ sort: 'popular' })).slice(0, 2)).toEqual([xdj.id, firmware.id]);
    expect(await ids({ sort: 'popular', category: 'DJ Gear' })).toEqual([xdj.id, firmware.id, old.id]);
  });

  it('trends the tags of tech stories of the last 30 days, most used first', async () => {
    expect(await listTechTrendingTags(database.db, new Date(now))).toEqual([
      { name: 'Studio Notes', slug: 'studio-notes', count: 10 },
      { name: 'Firmware', slug: 'firmware', count: 2 },
      { name: 'AI Tools', slug: 'ai-tools', count: 1 },
    ]);
    expect(await listTechTrendingTags(database.db, new Date(now), 1)).toHaveLength(1);
  });

  it('counts popular topics by the list’s own rule: each category’s gear and the articles naming it', async () => {
    const topics = await listTechTopics(database.db);
    expect(topics).toEqual([
      { category: 'DJ Gear', count: 3 },
      { category: 'Plugins', count: 1 },
      { category: 'Software', count: 1 },
    ]);
    for (const topic of topics)
      expect((await list({ category: topic.category as TechQuery['category'] })).total).toBe(topic.count);
  });
});

// /tech as `npm start` serves it on the demo data: the list's ad breaks and the sidebar's links.
describe.each(testServers().slice(0, 1))('the tech page on dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = async (path: string, status = 200) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  /** The list's items in order: 'card', or the slot of an ad. */
  function listSequence(html: string): string[] {
    const start = html.indexOf('aria-label="Tech news and gear"');
    expect(start).toBeGreaterThan(0);
    const list = html.slice(start, html.indexOf('</ul>', start));
    return [
      ...list.matchAll(/<li class="(flex|col-span-full)">(?:<aside [^>]*data-ad-slot="([\w-]+)")?/g),
    ].map((match) => (match[1] === 'flex' ? 'card' : (match[2] ?? 'empty ad')));
  }

  it('puts an ad slot after every 6th card, and keeps pages of 12', async () => {
    const six = Array.from({ length: 6 }, () => 'card');
    expect(listSequence(await get('/tech'))).toEqual([...six, 'inarticle-1', ...six, 'inarticle-2']);
    // A short list has an ad only after a 6th card.
    const plugins = listSequence(await get('/tech?category=Plugins'));
    expect(plugins).toEqual(['card', 'card']);
    await get('/tech?page=50', 404);
  });

  it('links trending tags to their pages and every Check Deal through /go by the deal’s id', async () => {
    const html = await get('/tech');
    const { rows: tagRows } = await database.pool.query<{ slug: string }>('SELECT slug FROM tags');
    const chips = [...html.matchAll(/href="\/tags\/([\w-]+)"/g)].map((match) => match[1]);
    expect(chips.length).toBeGreaterThan(0);
    for (const slug of chips) expect(tagRows.map((row) => row.slug)).toContain(slug);

    const { rows: deals } = await database.pool.query<{ id: string; affiliate_url: string }>(
      'SELECT id, affiliate_url FROM gear_deals WHERE is_active',
    );
    const linked = [
      ...html.matchAll(/<a href="\/go\/([0-9a-f-]{36})" target="_blank" rel="sponsored noopener"/g),
    ];
    expect(linked).toHaveLength(4);
    for (const [, id] of linked) expect(deals.map((deal) => deal.id)).toContain(id);
    for (const deal of deals) expect(html).not.toContain(deal.affiliate_url);
  });
});
