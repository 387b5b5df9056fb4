import { Agent, fetch as fetchVia } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdOf } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

type Deal = { id: string; title: string };

// /gear-deals as `npm start` serves it (the page cache off, so each request shows the database as it is now).
describe.each(testServers().slice(0, 1))('the gear deals page of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, PAGE_CACHE_SECONDS: '0' });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const page = async (path = '/gear-deals') => {
    const response = await fetch(`${app.url}${path}`, { headers: { 'User-Agent': browser } });
    return { status: response.status, html: await response.text() };
  };

  const deals = async (where: string) =>
    (await database.pool.query<Deal>(`SELECT id, title FROM gear_deals WHERE ${where} ORDER BY title`)).rows;

  it('shows every live deal from the database, each with Check Deal through /go, and no other', async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    const live = await deals('is_active AND (expires_at IS NULL OR expires_at > now())');
    const ended = await deals('expires_at <= now()');
    expect(live).toHaveLength(6);
    expect(ended.map((deal) => deal.title)).toEqual(['Vireo Machines Pocket Bass synthesizer']);
    for (const deal of live) {
      expect(html).toContain(`>${deal.title}</h2>`);
      expect(html).toMatch(
        new RegExp(`<a href="/go/${deal.id}" target="_blank" rel="sponsored noopener"[^>]*>Check Deal`),
      );
    }
    expect(html).not.toContain('Volca Bass');
    expect(html).not.toContain(`/go/${ended[0]!.id}`);
    // The shop's own address is only ever reached through the counted redirect.
    expect(html).not.toContain('shop.example');
    expect(html).toContain('6 live deals');
    for (const text of ['Live Deals', 'Updated Today', 'Trusted Partners', 'Subscribe to Deal Alerts'])
      expect(html).toContain(text);
    // Prices as stored, the saving as a percent badge, what the shop adds, and images through /img.
    expect(html).toContain('$549');
    expect(html).toContain('$649');
    expect(html).toContain('−15%');
    expect(html).toContain('2-year warranty');
    expect(html).toMatch(/<img[^>]+src="\/img\?/);
  });

  it('describes the deals for search engines as an ItemList of products with offers', async () => {
    const { html } = await page();
    const list = jsonLdOf(html).find((entry) => entry['@type'] === 'ItemList') as {
      numberOfItems: number;
      itemListElement: { item: { '@type': string; name: string; offers: { price: string } } }[];
    };
    expect(list.numberOfItems).toBe(6);
    expect(list.itemListElement[0]?.item['@type']).toBe('Product');
    // Biggest saving first: the headphones, $119 from $149.
    expect(list.itemListElement[0]?.item).toMatchObject({
      name: 'Aalto Monitors AH 25 headphones',
      offers: { price: '119.00', priceCurrency: 'USD' },
    });
  });

  it('draws its two ad slots, and never a house ad for the page itself', async () => {
    const { rows } = await database.pool.query<{ id: string; href: string }>(
      'SELECT id, href FROM house_ads',
    );
    const own = rows.find((ad) => ad.href === '/gear-deals')!;
    const advertise = rows.find((ad) => ad.href === '/advertise')!;
    const seen = new Set<string>();
    // Ads are drawn by weight, and the /advertise promotion weighs 1 of about 9: twenty pages miss it about one
    // time in a hundred, so the page is drawn until it shows (a hundred and fifty pages miss it almost never).
    for (let i = 0; i < 150 && (i < 20 || !seen.has(advertise.id)); i++) {
      const { html } = await page();
      expect(html).toContain('data-ad-slot="GEAR_DEALS_TOP"');
      expect(html).toContain('data-ad-slot="GEAR_DEALS_BOTTOM"');
      expect(html).not.toContain(`/ads/${own.id}/click`);
      for (const match of html.matchAll(/\/ads\/([0-9a-f-]{36})\/click/g)) seen.add(match[1]!);
    }
    // The promotion of /advertise, a page that exists now, takes its turn.
    expect(seen).toContain(advertise.id);
    // And the promotion of this page shows elsewhere.
    let promoted = false;
    for (let i = 0; i < 20 && !promoted; i++)
      promoted = (await page('/')).html.includes(`/ads/${own.id}/click`);
    expect(promoted).toBe(true);
  });

  it('signs readers up for deal alerts through the newsletter, with the deals topic', async () => {
    const { html } = await page();
    expect(html).toMatch(/<form[^>]*action="\/newsletter#signup"[^>]*>[\s\S]*?name="topics" value="deals"/);
    const response = await fetchVia(`${app.url}/newsletter`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'Deals@Example.test', topics: 'deals' }),
      headers: { 'User-Agent': browser },
      dispatcher: new Agent({ localAddress: '127.0.0.3' }),
    });
    expect(response.status).toBe(200);
    const { rows } = await database.pool.query(
      "SELECT topics, status FROM newsletter_subscribers WHERE email = 'deals@example.test'",
    );
    expect(rows).toEqual([{ topics: ['deals'], status: 'pending' }]);
  });

  it('says so honestly when no deal is live', async () => {
    await database.pool.query("UPDATE gear_deals SET expires_at = now() - interval '1 minute'");
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(html).toContain('No live deals right now.');
    expect(html).not.toContain('Check Deal');
    expect(html).not.toContain('Updated Today');
    expect(html).toContain('Subscribe to Deal Alerts');
  });
});
