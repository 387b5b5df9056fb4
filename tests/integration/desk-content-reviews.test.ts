// Issue 11, point 8: gear items and reviews with their retailers, created, edited and deleted from the desk
// without JavaScript. A retailer keeps its id (its /go/{id} link and its clicks) while it is edited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { gearItems, reviewRetailers, reviews } from '../../app/db/schema/gear';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, hostileHtml, pageProblems, shownAsText } from './desk-content-xss';

const gear = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  brand: 'Korvia',
  model: 'DX-9 Groovebox',
  slug: '',
  category: 'Hardware',
  status: 'published',
  msrpCents: '649',
  currency: 'USD',
  imageUrl: '',
  specs: 'Voices: 8\nWeight: 2.1 kg',
  ...fields,
});

const review = (gearId: string, fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Korvia DX-9 review',
  slug: '',
  gearId,
  authorId: '',
  rating: '4.5',
  status: 'published',
  priceCents: '599',
  currency: 'USD',
  coverImageUrl: '',
  verdict: 'A groovebox that begs to be played live.',
  pros: 'Hands-on\nGreat sequencer',
  cons: 'No battery',
  body: '<p>Eight voices and a sequencer that never gets in the way.</p>',
  'retailers.0.id': '',
  'retailers.0.label': 'Thomann',
  'retailers.0.url': 'https://shop.example.test/dx9',
  'retailers.1.id': '',
  'retailers.1.label': 'Sweetwater',
  'retailers.1.url': 'https://other.example.test/dx9',
  ...fields,
});

describe.each(testServers())('gear and reviews on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let gearId = '';
  let reviewId = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const retailersOf = (id: string) =>
    database.db
      .select({ id: reviewRetailers.id, label: reviewRetailers.label, url: reviewRetailers.url })
      .from(reviewRetailers)
      .where(eq(reviewRetailers.reviewId, id))
      .orderBy(reviewRetailers.position);

  it('creates a gear item and a review of it with retailers; the review page shows both, its shops through /go', async () => {
    const created = await desk.post('/admin/content/gear/new', gear());
    expect(created.status).toBe(303);
    gearId = /gear\/([0-9a-f-]{36})\?created$/.exec(created.headers.get('location')!)![1]!;
    const [item] = await database.db.select().from(gearItems).where(eq(gearItems.id, gearId));
    expect(item).toMatchObject({
      slug: 'korvia-dx-9-groovebox',
      msrpCents: 64900,
      specs: { Voices: '8', Weight: '2.1 kg' },
    });
    expect(await (await desk.get(created.headers.get('location')!, 'editor')).text()).toContain(
      'Gear item created',
    );

    const form = await (await desk.get('/admin/content/reviews/new', 'editor')).text();
    expect(form).toContain(`<option value="${gearId}">Korvia DX-9 Groovebox</option>`);
    const response = await desk.post('/admin/content/reviews/new', review(gearId));
    expect(response.status).toBe(303);
    reviewId = /reviews\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({
      slug: 'korvia-dx-9-review',
      rating: 4.5,
      priceCents: 59900,
      gearId,
      pros: ['Hands-on', 'Great sequencer'],
    });
    const retailers = await retailersOf(reviewId);
    expect(retailers.map((retailer) => retailer.label)).toEqual(['Thomann', 'Sweetwater']);

    const page = await desk.read('/reviews/korvia-dx-9-review');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Eight voices and a sequencer');
    expect(page.html).toContain('2.1 kg');
    expect(page.html).toContain(`href="/go/${retailers[0]!.id}"`);
    const go = await fetch(`${desk.url}/go/${retailers[0]!.id}`, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://shop.example.test/dx9');
  });

  it('edits retailers in place: a renamed shop keeps its link, a removed one goes, a new one is added', async () => {
    const [thomann, sweetwater] = await retailersOf(reviewId);
    const response = await desk.post(`/admin/content/reviews/${reviewId}`, {
      ...review(gearId, { slug: 'korvia-dx-9-review', title: 'Korvia DX-9: the review' }),
      'retailers.0.id': thomann!.id,
      'retailers.0.label': 'Thomann (EU)',
      'retailers.1.id': sweetwater!.id,
      'retailers.1.remove': 'on',
      'retailers.2.id': '',
      'retailers.2.label': 'Juno',
      'retailers.2.url': 'https://third.example.test/dx9',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Review updated');
    const after = await retailersOf(reviewId);
    expect(after).toEqual([
      { id: thomann!.id, label: 'Thomann (EU)', url: 'https://shop.example.test/dx9' },
      { id: expect.any(String), label: 'Juno', url: 'https://third.example.test/dx9' },
    ]);
    expect(after[1]!.id).not.toBe(sweetwater!.id);
    await expect
      .poll(async () => (await desk.read('/reviews/korvia-dx-9-review')).html, { timeout: 15_000 })
      .toContain('Korvia DX-9: the review');
    expect((await fetch(`${desk.url}/go/${sweetwater!.id}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('does not let a form take over another review’s retailer', async () => {
    const other = await desk.post(
      '/admin/content/reviews/new',
      review(gearId, { title: 'Second opinion', slug: 'second-opinion' }),
    );
    const otherId = /reviews\/([0-9a-f-]{36})\?created$/.exec(other.headers.get('location')!)![1]!;
    const [foreign] = await retailersOf(otherId);
    await desk.post(`/admin/content/reviews/${reviewId}`, {
      ...review(gearId, { slug: 'korvia-dx-9-review' }),
      'retailers.0.id': foreign!.id,
      'retailers.0.label': 'Hijacked',
    });
    expect((await retailersOf(otherId))[0]).toEqual(foreign);
    expect((await retailersOf(reviewId)).map((retailer) => retailer.label)).toContain('Hijacked');
  });

  it('shows hostile text in every field of a review and its product as text', async () => {
    const hostileGear = await desk.post(
      '/admin/content/gear/new',
      gear({
        brand: hostile('brand'),
        model: hostile('model'),
        slug: 'hostile-gear',
        specs: `${hostile('spec')}: value`,
      }),
    );
    expect(hostileGear.status).toBe(303);
    const hostileGearId = /gear\/([0-9a-f-]{36})/.exec(hostileGear.headers.get('location')!)![1]!;
    const response = await desk.post(
      '/admin/content/reviews/new',
      review(hostileGearId, {
        slug: 'hostile-review',
        title: hostile('title'),
        verdict: hostile('verdict'),
        pros: hostile('pro'),
        cons: hostile('con'),
        body: hostileHtml('body'),
        'retailers.0.label': hostile('shop'),
      }),
    );
    expect(response.status).toBe(303);
    const page = await desk.read('/reviews/hostile-review');
    expect(page.status).toBe(200);
    for (const field of ['title', 'verdict', 'pro', 'con', 'shop', 'brand', 'model', 'spec'])
      expect(page.html, field).toContain(shownAsText(field));
    expect(page.html).toContain('<p>body stays</p>');
    expect(pageProblems(page.html)).toEqual([]);
    expect(pageProblems((await desk.read('/reviews')).html)).toEqual([]);
    expect(pageProblems((await desk.read('/tech')).html)).toEqual([]);
  });

  it('refuses a rating past 5, a shop without an address or with a script one', async () => {
    const response = await desk.post(
      '/admin/content/reviews/new',
      review(gearId, {
        slug: 'refused',
        rating: '6',
        'retailers.0.url': 'javascript:alert(1)',
        'retailers.1.url': '',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      'Rating (0 to 5) must be a number from 0 to 5 in steps of 0.1',
      'Address must be an http(s) address',
      'Address is required',
    ])
      expect(html).toContain(message);
    expect(await database.db.select().from(reviews).where(eq(reviews.slug, 'refused'))).toEqual([]);
  });

  it('refuses editors’ deletes; an admin deletes the product (its review stays) and the review (its shops go)', async () => {
    expect((await desk.post(`/admin/content/gear/${gearId}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/reviews/${reviewId}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/gear/${gearId}/delete`, {}, 'admin')).status).toBe(303);
    const [kept] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(kept!.gearId).toBeNull();
    expect((await desk.post(`/admin/content/reviews/${reviewId}/delete`, {}, 'admin')).status).toBe(303);
    expect(await retailersOf(reviewId)).toEqual([]);
    const actions = (await database.db.select({ action: auditEvents.action }).from(auditEvents)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'gear_item.create',
        'gear_item.delete',
        'review.create',
        'review.update',
        'review.delete',
      ]),
    );
    await expect
      .poll(async () => (await desk.read('/reviews/korvia-dx-9-review')).status, { timeout: 15_000 })
      .toBe(404);
  });
});
