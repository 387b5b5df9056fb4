// Issue 11, point 8: house ads, ad slots on or off, and advertising packages: admins only, audited, and
// shown on the public pages as soon as they are saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdSlots } from '../../app/db/seed/builders';
import { auditEvents } from '../../app/db/schema/auth';
import { adPackages, adSlots, houseAds } from '../../app/db/schema/monetization';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const houseAd = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Never miss a Friday',
  body: 'The week in dance music, in your inbox.',
  ctaLabel: 'Sign up',
  href: '/newsletter',
  weight: '5',
  isActive: 'on',
  ...fields,
});

const adPackage = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  name: 'Festival Spotlight',
  priceCents: '899',
  currency: 'EUR',
  period: 'campaign',
  position: '1',
  popular: 'on',
  isActive: 'on',
  description: 'A festival feature across the site for two weeks.',
  features: 'Home page placement\nNewsletter mention',
  ...fields,
});

describe.each(testServers())('advertising on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let adId = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
    await database.db.insert(adSlots).values(buildAdSlots());
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('keeps house ads, ad slots and packages from editors, and says they are for admins', async () => {
    for (const path of [
      '/admin/content/house-ads',
      '/admin/content/house-ads/new',
      '/admin/content/ad-packages',
      '/admin/content/ad-slots',
    ])
      expect((await desk.get(path, 'editor')).status, path).toBe(403);
    expect((await desk.post('/admin/content/house-ads/new', houseAd(), 'editor')).status).toBe(403);
    expect((await desk.post('/admin/content/ad-packages/new', adPackage(), 'editor')).status).toBe(403);
    expect(
      (await desk.post('/admin/content/ad-slots', { key: 'header-728x90', enabled: 'false' }, 'editor'))
        .status,
    ).toBe(403);
    expect(await database.db.select().from(houseAds)).toEqual([]);
    expect(
      await database.db.select().from(adPackages).where(eq(adPackages.name, 'Festival Spotlight')),
    ).toEqual([]);
    expect(
      (await database.db.select().from(adSlots).where(eq(adSlots.key, 'header-728x90')))[0]!.enabled,
    ).toBe(true);
    const home = await (await desk.get('/admin/content', 'editor')).text();
    expect(home).toContain('admins only');
    expect(home).not.toContain('href="/admin/content/house-ads"');
    expect(await (await desk.get('/admin/content/house-ads', 'admin')).text()).toContain(
      'This part of the desk is for admins only.',
    );
  });

  it('lets an admin create a house ad that the cached pages then show in their house slots', async () => {
    const before = await desk.read('/news');
    expect(before.html).not.toContain('Never miss a Friday');
    const response = await desk.post('/admin/content/house-ads/new', houseAd(), 'admin');
    expect(response.status).toBe(303);
    adId = /house-ads\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    expect((await database.db.select().from(houseAds).where(eq(houseAds.id, adId)))[0]).toMatchObject({
      weight: 5,
      href: '/newsletter',
      isActive: true,
    });
    await expect
      .poll(async () => (await desk.read('/news')).html, { timeout: 15_000 })
      .toContain('Never miss a Friday');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'house_ad.create'));
    expect(audit).toMatchObject({ actorEmail: 'admin@content-desk.test', entityId: adId });
  });

  it('turns ad slots off and on; pages draw only the slots that are on', async () => {
    const news = ['header-728x90', 'inarticle-1', 'sticky-bottom'];
    for (const key of news) {
      const response = await desk.post('/admin/content/ad-slots', { key, enabled: 'false' }, 'admin');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Ad slot updated');
    }
    expect(
      (await database.db.select().from(adSlots))
        .filter((slot) => news.includes(slot.key))
        .map((slot) => slot.enabled),
    ).toEqual([false, false, false]);
    await expect
      .poll(async () => (await desk.read('/news')).html, { timeout: 15_000 })
      .not.toContain('Never miss a Friday');
    const page = await (await desk.get('/admin/content/ad-slots', 'admin')).text();
    expect(page).toContain('Turn on header-728x90');

    expect(
      (await desk.post('/admin/content/ad-slots', { key: 'header-728x90', enabled: 'true' }, 'admin')).status,
    ).toBe(200);
    await expect
      .poll(async () => (await desk.read('/news')).html, { timeout: 15_000 })
      .toContain('Never miss a Friday');
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ad_slot.update'));
    expect(audits).toHaveLength(4);
    expect(audits.find((audit) => audit.entityId === 'inarticle-1')).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    const unknown = await desk.post(
      '/admin/content/ad-slots',
      { key: 'no-such-slot', enabled: 'false' },
      'admin',
    );
    expect(unknown.status).toBe(404);
  });

  it('has a slot filled by the ad network from the desk: pages show its labelled placeholder', async () => {
    const slot = 'header-728x90';
    const placeholder = new RegExp(`>Advertisement</span><span>728[^<]*(?:<!-- -->[^<]*)*${slot}</span>`);
    const [before] = await database.db.select().from(adSlots).where(eq(adSlots.key, slot));
    expect(before).toMatchObject({ type: 'house' });
    const page = await (await desk.get('/admin/content/ad-slots', 'admin')).text();
    expect(page).toContain(`Save what fills ${slot}`);

    const response = await desk.post('/admin/content/ad-slots', { key: slot, type: 'network' }, 'admin');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${slot} is filled by the ad network.`);
    expect((await database.db.select().from(adSlots).where(eq(adSlots.key, slot)))[0]).toMatchObject({
      type: 'network',
      enabled: before!.enabled,
    });
    // No network client is configured here: the slot draws the placeholder that names it.
    await expect.poll(async () => (await desk.read('/news')).html, { timeout: 15_000 }).toMatch(placeholder);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.summary, `Ad slot ${slot}: filled it by the ad network`));
    expect(audit).toMatchObject({ before: { type: 'house' }, after: { type: 'network' } });

    const refused = await desk.post('/admin/content/ad-slots', { key: slot, type: 'popup' }, 'admin');
    expect(refused.status).toBe(400);
    expect(
      (await desk.post('/admin/content/ad-slots', { key: slot, type: 'network' }, 'editor')).status,
    ).toBe(403);
    expect((await desk.post('/admin/content/ad-slots', { key: slot, type: 'house' }, 'admin')).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await desk.read('/news')).html, { timeout: 15_000 })
      .not.toMatch(placeholder);
  });

  it('shows a house ad’s hostile text as text, and refuses a page the site does not have', async () => {
    const response = await desk.post(
      `/admin/content/house-ads/${adId}`,
      houseAd({ title: hostile('adTitle'), body: hostile('adBody'), ctaLabel: 'x<b>y</b>' }),
      'admin',
    );
    expect(response.status).toBe(200);
    await expect
      .poll(async () => (await desk.read('/news')).html, { timeout: 15_000 })
      .toContain(shownAsText('adTitle'));
    const page = await desk.read('/news');
    expect(page.html).toContain(shownAsText('adBody'));
    expect(pageProblems(page.html)).toEqual([]);
    const elsewhere = await desk.post(
      '/admin/content/house-ads/new',
      houseAd({ href: 'https://evil.example.test/' }),
      'admin',
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('Choose one of the Leads to options');
    const weight = await desk.post('/admin/content/house-ads/new', houseAd({ weight: '500' }), 'admin');
    expect(await weight.text()).toContain('Weight (1 to 100) must be a whole number from 1 to 100');
  });

  it('lets an admin offer, change and withdraw an advertising package on /advertise', async () => {
    const response = await desk.post('/admin/content/ad-packages/new', adPackage(), 'admin');
    expect(response.status).toBe(303);
    const id = /ad-packages\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    expect((await database.db.select().from(adPackages).where(eq(adPackages.id, id)))[0]).toMatchObject({
      priceCents: 89900,
      features: ['Home page placement', 'Newsletter mention'],
      popular: true,
    });
    await expect
      .poll(async () => (await desk.read('/advertise')).html, { timeout: 15_000 })
      .toContain('Festival Spotlight');
    expect((await desk.read('/advertise')).html).toContain('Newsletter mention');

    const hostileName = await desk.post(
      `/admin/content/ad-packages/${id}`,
      adPackage({ name: hostile('package'), description: hostile('pitch'), features: hostile('feature') }),
      'admin',
    );
    expect(hostileName.status).toBe(200);
    await expect
      .poll(async () => (await desk.read('/advertise')).html, { timeout: 15_000 })
      .toContain(shownAsText('package'));
    const page = await desk.read('/advertise');
    for (const field of ['pitch', 'feature']) expect(page.html, field).toContain(shownAsText(field));
    expect(pageProblems(page.html)).toEqual([]);

    const { isActive: _offered, ...withdrawn } = adPackage({ name: 'Festival Spotlight' });
    expect((await desk.post(`/admin/content/ad-packages/${id}`, withdrawn, 'admin')).status).toBe(200);
    await expect
      .poll(async () => (await desk.read('/advertise')).html, { timeout: 15_000 })
      .not.toContain('Festival Spotlight');

    expect((await desk.post(`/admin/content/ad-packages/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/ad-packages/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(adPackages).where(eq(adPackages.id, id))).toEqual([]);
    const actions = (await database.db.select({ action: auditEvents.action }).from(auditEvents)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['ad_package.create', 'ad_package.update', 'ad_package.delete']),
    );
  });

  it('lets only an admin delete a house ad', async () => {
    expect((await desk.post(`/admin/content/house-ads/${adId}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/house-ads/${adId}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(houseAds)).toEqual([]);
  });
});
