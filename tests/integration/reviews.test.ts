import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundHref } from '../../app/components/outbound-link';
import { profiles } from '../../app/db/schema/content';
import { gearItems, reviewRetailers, reviews } from '../../app/db/schema/gear';
import { buildProfile } from '../../app/db/seed/builders';
import { getPublishedReview } from '../../app/domain/reviews/review-detail.server';
import { reviewsDefaults, type ReviewsQuery } from '../../app/domain/reviews/review-query';
import { listReviewBrands, listReviews } from '../../app/domain/reviews/reviews.server';
import { slugify } from '../../app/lib/slug';
import { jsonLdOf, linkTags } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const hour = 3_600_000;
const base = Date.UTC(2026, 3, 1);

type GearRow = typeof gearItems.$inferInsert & { id: string };
type ReviewRow = typeof reviews.$inferInsert & { id: string };

function buildGear(brand: string, model: string, overrides: Partial<GearRow> = {}): GearRow {
  return {
    id: randomUUID(),
    slug: slugify(`${brand} ${model} ${randomUUID().slice(0, 6)}`),
    brand,
    model,
    category: 'Hardware',
    msrpCents: 99_900,
    status: 'published',
    ...overrides,
  };
}

function buildReview(title: string, overrides: Partial<ReviewRow> = {}): ReviewRow {
  return {
    id: randomUUID(),
    slug: slugify(title),
    title,
    rating: 4,
    verdict: 'A solid choice.',
    body: '<p>We used it for a month.</p>',
    status: 'published',
    publishedAt: new Date(base),
    ...overrides,
  };
}

// The Reviews list and a review's page, read from a real database.
describe.each(testServers())('reviews on $name', (server) => {
  const database = useTestDatabase(server);
  const reviewer = buildProfile({ name: 'Rita Reviewer', handle: 'rita', bio: 'Tests synths for a living.' });
  const moog = buildGear('Moog', 'Muse', {
    category: 'Hardware',
    msrpCents: 149_900,
    currency: 'GBP',
    specs: { Voices: '8', Weight: '9.5 kg' },
  });
  const korg = buildGear('Korg', 'Minilogue XD');
  const roland = buildGear('Roland', 'SH-4d');
  const elektron = buildGear('Elektron', 'Syntakt'); // published, never reviewed
  const akai = buildGear('Akai', 'MPC Prototype', { status: 'draft' });
  const muse = buildReview('Moog Muse review', {
    rating: 4.7,
    verdict: 'The warmest polysynth of the year.',
    pros: ['Sound', 'Build'],
    cons: ['Weight'],
    priceCents: 139_900,
    currency: 'EUR',
    publishedAt: new Date(base + 30 * hour),
    gearId: moog.id,
    authorId: reviewer.id,
  });
  // Its title says neither brand nor model: only the gear's brand and model find it by those.
  const korgReview = buildReview('A bright little poly with a big heart', {
    publishedAt: new Date(base + 29 * hour),
    gearId: korg.id,
    authorId: reviewer.id,
  });
  const fillers = Array.from({ length: 21 }, (_, i) =>
    buildReview(`Desktop synth diary ${i}`, { publishedAt: new Date(base + i * hour), gearId: roland.id }),
  );
  const draft = buildReview('Moog Muse long-term test', {
    status: 'draft',
    publishedAt: null,
    gearId: moog.id,
  });
  const secretGear = buildReview('Akai MPC Prototype first look', { gearId: akai.id });
  const retailers = [
    {
      id: randomUUID(),
      reviewId: muse.id,
      label: 'Second Shop',
      url: 'https://second.example/muse',
      position: 1,
    },
    {
      id: randomUUID(),
      reviewId: muse.id,
      label: 'First Shop',
      url: 'https://first.example/muse',
      position: 0,
    },
  ];

  beforeAll(async () => {
    await database.db.insert(profiles).values(reviewer);
    await database.db.insert(gearItems).values([moog, korg, roland, elektron, akai]);
    await database.db.insert(reviews).values([muse, korgReview, ...fillers, draft, secretGear]);
    await database.db.insert(reviewRetailers).values(retailers);
  });

  const list = (query: Partial<ReviewsQuery>) => listReviews(database.db, { ...reviewsDefaults, ...query });
  const titles = async (query: Partial<ReviewsQuery>) => (await list(query)).items.map((item) => item.title);

  it('pages published reviews by 20, newest first, none twice and no draft', async () => {
    const [first, second] = [await list({ page: 1 }), await list({ page: 2 })];
    // The review of the draft gear item is published itself, so it is listed.
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(4);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(24);
    expect(ids).not.toContain(draft.id);
    expect(first.items.slice(0, 2).map((item) => item.id)).toEqual([muse.id, korgReview.id]);
    expect((await list({ page: 3 })).items).toEqual([]);
  });

  it('finds reviews by a word of their title or text, or by their gear’s brand or model, as prefixes', async () => {
    expect(await titles({ search: 'korg' })).toEqual([korgReview.title]);
    expect(await titles({ search: 'minilog' })).toEqual([korgReview.title]);
    expect(await titles({ search: 'Minilogue XD' })).toEqual([korgReview.title]);
    expect(await titles({ search: 'bright poly' })).toEqual([korgReview.title]);
    expect(await titles({ search: 'warmest' })).toEqual([muse.title]);
    expect(await titles({ search: 'muse' })).toEqual([muse.title]);
    expect((await list({ search: 'diary' })).total).toBe(21);
    expect(await titles({ search: 'zzqx' })).toEqual([]);
  });

  it('filters by the brand of the gear, alone or with a search', async () => {
    expect(await titles({ brand: 'Moog' })).toEqual([muse.title]);
    expect((await list({ brand: 'Roland' })).total).toBe(21);
    expect(await titles({ brand: 'Roland', search: 'muse' })).toEqual([]);
    expect(await titles({ brand: 'Moog', search: 'warm' })).toEqual([muse.title]);
    expect(await titles({ brand: 'Behringer' })).toEqual([]);
  });

  it('offers the brands of published gear, A to Z, reviewed or not', async () => {
    expect(await listReviewBrands(database.db)).toEqual(['Elektron', 'Korg', 'Moog', 'Roland']);
  });

  it('gives a card its product, price in the stored currency, reviewer and first retailer', async () => {
    const [card] = (await list({ brand: 'Moog' })).items;
    expect(card).toMatchObject({
      slug: muse.slug,
      brand: 'Moog',
      model: 'Muse',
      rating: 4.7,
      verdict: 'The warmest polysynth of the year.',
      priceCents: 139_900,
      currency: 'EUR',
      author: { name: 'Rita Reviewer', handle: 'rita' },
      firstRetailer: { id: retailers[1]!.id, label: 'First Shop' },
    });
    const [korgCard] = (await list({ search: 'korg' })).items;
    expect(korgCard?.firstRetailer).toBeNull();
    expect(korgCard?.currency).toBe('USD');
  });

  it('reads a published review whole: product, specs, both currencies, reviewer and every retailer', async () => {
    const review = await getPublishedReview(database.db, muse.slug);
    expect(review).toMatchObject({
      title: 'Moog Muse review',
      rating: 4.7,
      pros: ['Sound', 'Build'],
      cons: ['Weight'],
      body: '<p>We used it for a month.</p>',
      priceCents: 139_900,
      currency: 'EUR',
      publishedAt: new Date(base + 30 * hour).toISOString(),
      gear: {
        brand: 'Moog',
        model: 'Muse',
        category: 'Hardware',
        msrpCents: 149_900,
        currency: 'GBP',
        specs: { Voices: '8', Weight: '9.5 kg' },
      },
      author: { name: 'Rita Reviewer', handle: 'rita', bio: 'Tests synths for a living.' },
    });
    // In their position order, by id only: the stored URLs never reach the page.
    expect(review?.retailers).toEqual([
      { id: retailers[1]!.id, label: 'First Shop' },
      { id: retailers[0]!.id, label: 'Second Shop' },
    ]);
  });

  it('has no page for a draft or an unknown slug', async () => {
    expect(await getPublishedReview(database.db, draft.slug)).toBeUndefined();
    expect(await getPublishedReview(database.db, 'no-such-review')).toBeUndefined();
  });
});

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// A review's page as `npm start` serves it: status, links out through /go, structured data, and Review Not Found.
describe.each(testServers().slice(0, 1))('review pages on dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const reviewer = buildProfile({ name: 'Pia Page', handle: 'pia-page', bio: 'Hears everything twice.' });
  const synth = buildGear('Oberheim', 'OB-X8', {
    category: 'Hardware',
    msrpCents: 599_900,
    currency: 'USD',
    specs: { Voices: '8' },
  });
  const page = buildReview('Oberheim OB-X8 review', {
    rating: 4.5,
    verdict: 'Eight voices of pure brass.',
    priceCents: 549_900,
    currency: 'EUR',
    publishedAt: new Date(Date.now() - hour),
    gearId: synth.id,
    authorId: reviewer.id,
  });
  const hidden = buildReview('Oberheim OB-X8 draft review', {
    status: 'draft',
    publishedAt: null,
    gearId: synth.id,
  });
  const shops = ['Shop One', 'Shop Two', 'Shop Three'].map((label, position) => ({
    id: randomUUID(),
    reviewId: page.id,
    label,
    url: `https://shop-${position}.example/ob-x8`,
    position,
  }));

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
    await database.db.insert(profiles).values(reviewer);
    await database.db.insert(gearItems).values(synth);
    await database.db.insert(reviews).values([page, hidden]);
    await database.db.insert(reviewRetailers).values(shops);
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = async (path: string, status = 200) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  it('links every retailer through /go by its id, sponsored and in a new tab, never to the shop itself', async () => {
    const html = await get(`/reviews/${page.slug}`);
    for (const shop of shops) {
      expect(html).toContain(`<a href="${outboundHref(shop.id)}" target="_blank" rel="sponsored noopener"`);
      expect(html).not.toContain(shop.url);
    }
    const list = await get('/reviews?brand=Oberheim');
    // The list's buy link is the first retailer's.
    expect(list).toContain(`href="/go/${shops[0]!.id}"`);
    expect(list).not.toContain(`href="/go/${shops[1]!.id}"`);
  });

  it('describes the review in JSON-LD: product, offer, rating out of 5, reviewer, date, verdict, breadcrumb', async () => {
    const html = await get(`/reviews/${page.slug}`);
    const canonical = `${app.url}/reviews/${page.slug}`;
    const lds = jsonLdOf(html) as Ld[];
    const ld = lds.find((item) => item['@type'] === 'Review');
    expect(ld).toMatchObject({
      name: 'Oberheim OB-X8 review',
      url: canonical,
      itemReviewed: {
        '@type': 'Product',
        name: 'Oberheim OB-X8',
        brand: { '@type': 'Brand', name: 'Oberheim' },
        model: 'OB-X8',
        offers: { '@type': 'Offer', price: 5499, priceCurrency: 'EUR' },
      },
      reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5 },
      author: { '@type': 'Person', name: 'Pia Page', url: `${app.url}/author/pia-page` },
      datePublished: page.publishedAt!.toISOString(),
      reviewBody: 'Eight voices of pure brass.',
    });
    const crumbs = lds.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((item: Ld) => item.name)).toEqual([
      'Home',
      'Reviews',
      'Oberheim OB-X8 review',
    ]);
  });

  it('serves the same review on /tech-gear/, canonically on /reviews/', async () => {
    const html = await get(`/tech-gear/${page.slug}`);
    expect(linkTags(html).find((link) => link.rel === 'canonical')?.href).toBe(
      `${app.url}/reviews/${page.slug}`,
    );
    expect(html).toContain('Eight voices of pure brass.');
  });

  it('answers 404 with Review Not Found on both paths, for an unknown slug and a draft', async () => {
    for (const path of [
      '/reviews/no-such-review',
      '/tech-gear/no-such-review',
      `/reviews/${hidden.slug}`,
      `/tech-gear/${hidden.slug}`,
    ]) {
      const html = await get(path, 404);
      expect(html, path).toContain('font-bold">Review Not Found</h1>');
      expect(html, path).toContain(
        'The review you&#x27;re looking for doesn&#x27;t exist or has been removed.',
      );
      expect(html, path).toMatch(/<a [^>]*href="\/reviews"[^>]*>Back to Reviews<\/a>/);
    }
  });

  it('pages the list with the filters in the URL, and has no page past the end', async () => {
    const html = await get('/reviews?search=ob-x8');
    expect(html).toContain('Oberheim OB-X8 review');
    expect(html).not.toContain('Oberheim OB-X8 draft review');
    expect(await get('/reviews?search=zzqxnothing')).toContain('No reviews found');
    await get('/reviews?page=2', 404);
  });
});
