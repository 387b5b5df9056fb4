// Issue 11, point 8: gear deals created, edited, taken down and deleted from the desk without JavaScript;
// /gear-deals shows the live ones, each followed through /go/{id}.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { gearDeals } from '../../app/db/schema/monetization';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const deal = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Korvia DX-9 Weekend Deal',
  brand: 'Korvia',
  model: 'DX-9',
  shop: 'Thomann',
  affiliateUrl: 'https://shop.example.test/dx9?partner=dropwire',
  isActive: 'on',
  expiresAt: '2099-12-31T23:00',
  originalPriceCents: '649',
  dealPriceCents: '499.99',
  currency: 'USD',
  rating: '4.7',
  imageUrl: '',
  benefits: 'Free shipping\n3-year warranty',
  ...fields,
});

describe.each(testServers())('gear deals on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('creates a live deal that /gear-deals lists and /go follows', async () => {
    const response = await desk.post('/admin/content/gear-deals/new', deal());
    expect(response.status).toBe(303);
    id = /gear-deals\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    const [row] = await database.db.select().from(gearDeals).where(eq(gearDeals.id, id));
    expect(row).toMatchObject({
      originalPriceCents: 64900,
      dealPriceCents: 49999,
      rating: 4.7,
      isActive: true,
      benefits: ['Free shipping', '3-year warranty'],
      expiresAt: new Date('2099-12-31T23:00:00Z'),
    });
    const page = await desk.read('/gear-deals');
    expect(page.html).toContain('Korvia DX-9 Weekend Deal');
    expect(page.html).toContain(`/go/${id}`);
    expect(page.html).not.toContain('partner=dropwire');
    const go = await fetch(`${desk.url}/go/${id}`, { redirect: 'manual' });
    expect(go.headers.get('location')).toBe('https://shop.example.test/dx9?partner=dropwire');
  });

  it('takes a deal down (unticked) and the cached page drops it', async () => {
    expect((await desk.read('/gear-deals')).html).toContain('Korvia DX-9 Weekend Deal');
    const { isActive: _live, ...rest } = deal();
    const response = await desk.post(`/admin/content/gear-deals/${id}`, rest);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gear deal updated');
    const [row] = await database.db.select().from(gearDeals).where(eq(gearDeals.id, id));
    expect(row!.isActive).toBe(false);
    await expect
      .poll(async () => (await desk.read('/gear-deals')).html, { timeout: 15_000 })
      .not.toContain('Korvia DX-9 Weekend Deal');
    expect((await fetch(`${desk.url}/go/${id}`, { redirect: 'manual' })).status).toBe(404);
    const list = await (await desk.get('/admin/content/gear-deals', 'editor')).text();
    expect(list).toContain('inactive');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'gear_deal.update'));
    expect(audit).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('shows hostile text in every field of a deal card as text', async () => {
    const response = await desk.post(
      '/admin/content/gear-deals/new',
      deal({
        title: hostile('title'),
        brand: hostile('brand'),
        model: hostile('model'),
        shop: hostile('shop'),
        benefits: hostile('benefit'),
        dealPriceCents: '1',
      }),
    );
    expect(response.status).toBe(303);
    // The page was kept before this deal existed: its announcement drops it.
    await expect
      .poll(async () => (await desk.read('/gear-deals')).html, { timeout: 15_000 })
      .toContain(shownAsText('title'));
    const page = await desk.read('/gear-deals');
    for (const field of ['title', 'brand', 'shop', 'benefit'])
      expect(page.html, field).toContain(shownAsText(field));
    expect(pageProblems(page.html)).toEqual([]);
  });

  it('refuses a deal that is no cheaper, and a script address', async () => {
    const pricey = await desk.post(
      '/admin/content/gear-deals/new',
      deal({ title: 'Refused', dealPriceCents: '700' }),
    );
    expect(pricey.status).toBe(400);
    expect(await pricey.text()).toContain('The deal price must be below the original price');
    const script = await desk.post(
      '/admin/content/gear-deals/new',
      deal({ title: 'Refused', affiliateUrl: 'javascript:alert(1)' }),
    );
    expect(await script.text()).toContain('Deal address (affiliate link) must be an http(s) address');
    expect(await database.db.select().from(gearDeals).where(eq(gearDeals.title, 'Refused'))).toEqual([]);
  });

  it('refuses an editor’s delete; an admin deletes it', async () => {
    expect((await desk.post(`/admin/content/gear-deals/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/gear-deals/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(gearDeals).where(eq(gearDeals.id, id))).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'gear_deal.delete'));
    expect(audit).toMatchObject({ entityId: id });
  });
});
