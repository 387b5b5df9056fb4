import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAdPages } from '../../app/domain/monetization/house-ad-pages';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// The ad endpoints as `npm start` serves them, on the demo's house ads.
describe.each(testServers().slice(0, 1))('house ads on dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let ad: { id: string; href: string };

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
    const { rows } = await database.pool.query<{ id: string; href: string }>(
      "SELECT id, href FROM house_ads WHERE href = '/newsletter'",
    );
    ad = rows[0]!;
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const counts = async () => {
    const { rows } = await database.pool.query<{ slot_key: string; impressions: number; clicks: number }>(
      'SELECT slot_key, impressions, clicks FROM house_ad_counts WHERE house_ad_id = $1 ORDER BY slot_key',
      [ad.id],
    );
    return rows;
  };

  it('only promotes pages that answer', async () => {
    for (const page of houseAdPages) {
      const response = await fetch(`${app.url}${page}`, { headers: { 'User-Agent': browser } });
      expect(response.status, page).toBe(200);
    }
    const home = await (await fetch(`${app.url}/`, { headers: { 'User-Agent': browser } })).text();
    const linked = [...home.matchAll(/href="\/ads\/([0-9a-f-]{36})\/click\?slot=([\w-]+)"/g)];
    expect(linked.length).toBeGreaterThan(0);
  });

  it('counts a reader’s click and sends them to the ad’s page, and never a crawler’s', async () => {
    const click = (agent: string, slot = 'inarticle-1') =>
      fetch(`${app.url}/ads/${ad.id}/click?slot=${slot}`, {
        headers: { 'User-Agent': agent },
        redirect: 'manual',
      });
    const followed = await click(browser);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/newsletter');
    expect(followed.headers.get('cache-control')).toBe('no-store');
    expect((await click(crawler)).status).toBe(303);
    // A slot the site does not have leads on, uncounted: no row per invented name.
    expect((await click(browser, 'made-up-slot')).status).toBe(303);
    expect(await counts()).toEqual([{ slot_key: 'inarticle-1', impressions: 0, clicks: 1 }]);

    expect(
      (await fetch(`${app.url}/ads/${randomUUID()}/click?slot=inarticle-1`, { redirect: 'manual' })).status,
    ).toBe(404);
    expect((await fetch(`${app.url}/ads/not-an-id/click`, { redirect: 'manual' })).status).toBe(404);
  });

  it('counts the impressions a page’s beacon reports, and refuses what is not one', async () => {
    const beacon = (body: string, agent = browser) =>
      fetch(`${app.url}/ads/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': agent },
        body,
      });
    const seen = { adId: ad.id, slotKey: 'header-728x90', kind: 'impression' };
    expect((await beacon(JSON.stringify({ events: [seen, seen] }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ events: [seen] }), crawler)).status).toBe(204);
    expect(await counts()).toContainEqual({ slot_key: 'header-728x90', impressions: 2, clicks: 0 });

    for (const bad of [
      'not json',
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: [{ ...seen, slotKey: 'made-up-slot' }] }),
      JSON.stringify({ events: [{ ...seen, kind: 'click' }] }),
      JSON.stringify({ events: Array.from({ length: 21 }, () => seen) }),
    ])
      expect((await beacon(bad)).status, bad).toBe(400);
  });
});
