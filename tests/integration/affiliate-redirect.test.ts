import { randomUUID } from 'node:crypto';
import { Agent, fetch as fetchVia } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Each test is its own client (a loopback address of its own): the click limit is per client. */
const client = (n: number) => new Agent({ localAddress: `127.0.0.${n}` });

// `/go/{id}` as `npm start` serves it, over the demo data plus links of every kind and state added here.
describe.each(testServers().slice(0, 1))('the affiliate redirect of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const links = {} as Record<
    | 'retailer'
    | 'draftRetailer'
    | 'deal'
    | 'retiredDeal'
    | 'expiredDeal'
    | 'mapping'
    | 'retiredMapping'
    | 'scriptMapping',
    string
  >;

  const one = async <T>(query: string, values: unknown[] = []) =>
    (await database.pool.query<T & Record<string, unknown>>(query, values)).rows[0]!;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
    const review = async (slug: string, status: string) =>
      (
        await one<{ id: string }>(
          `INSERT INTO reviews (slug, title, rating, verdict, status, published_at)
           VALUES ($1, $1, 4.5, 'Solid', $2, now()) RETURNING id`,
          [slug, status],
        )
      ).id;
    const retailer = async (reviewId: string, url: string) =>
      (
        await one<{ id: string }>(
          "INSERT INTO review_retailers (review_id, label, url) VALUES ($1, 'Shop', $2) RETURNING id",
          [reviewId, url],
        )
      ).id;
    const deal = async (url: string, extra = '') =>
      (
        await one<{ id: string }>(
          `INSERT INTO gear_deals (title, brand, model, shop, original_price_cents, deal_price_cents, affiliate_url,
             is_active, expires_at)
           VALUES ('Deal', 'Brand', 'Model', 'Shop', 10000, 8000, $1, ${extra || 'true, NULL'}) RETURNING id`,
          [url],
        )
      ).id;
    const mapping = async (url: string, active: boolean) =>
      (
        await one<{ id: string }>(
          "INSERT INTO affiliate_mappings (keyword, shop_name, affiliate_url, is_active) VALUES ('tr-8s', 'Shop', $1, $2) RETURNING id",
          [url, active],
        )
      ).id;
    links.retailer = await retailer(await review('go-published', 'published'), 'https://shop.example/review');
    links.draftRetailer = await retailer(await review('go-draft', 'draft'), 'https://shop.example/draft');
    links.deal = await deal('https://shop.example/deal?partner=dropwire');
    links.retiredDeal = await deal('https://shop.example/retired', 'false, NULL');
    links.expiredDeal = await deal('https://shop.example/expired', "true, now() - interval '1 hour'");
    links.mapping = await mapping('https://partner.example/tr-8s', true);
    links.retiredMapping = await mapping('https://partner.example/old', false);
    links.scriptMapping = await mapping('javascript:alert(document.cookie)', true);
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const follow = (
    path: string,
    {
      agent = browser,
      referer,
      method = 'GET',
      via,
    }: { agent?: string; referer?: string; method?: string; via: Agent },
  ) =>
    fetchVia(`${app.url}${path}`, {
      method,
      redirect: 'manual',
      dispatcher: via,
      headers: { 'User-Agent': agent, ...(referer ? { Referer: referer } : {}) },
    });

  const clicksOf = async (linkId: string) =>
    (
      await database.pool.query<{ link_kind: string; page: string | null }>(
        'SELECT link_kind, page FROM affiliate_clicks WHERE link_id = $1 ORDER BY created_at',
        [linkId],
      )
    ).rows;

  it('sends a reader to each kind of link’s stored target, uncached and unindexed, and counts the click', async () => {
    const via = client(2);
    const cases = [
      ['retailer', links.retailer, 'https://shop.example/review', '/reviews/go-published'],
      ['deal', links.deal, 'https://shop.example/deal?partner=dropwire', '/gear-deals'],
      ['mapping', links.mapping, 'https://partner.example/tr-8s', '/news/some-story'],
    ] as const;
    for (const [kind, id, target, page] of cases) {
      const response = await follow(`/go/${id}`, { via, referer: `${app.url}${page}?q=secret#top` });
      expect(response.status, kind).toBe(302);
      expect(response.headers.get('location')).toBe(target);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      // Only our page's path: not its query, which may hold what a reader typed.
      expect(await clicksOf(id)).toEqual([{ link_kind: kind, page }]);
    }
    const stored = await database.pool.query('SELECT * FROM affiliate_clicks');
    expect(Object.keys(stored.rows[0]!).sort()).toEqual(['created_at', 'id', 'link_id', 'link_kind', 'page']);
    expect(JSON.stringify(stored.rows)).not.toContain('127.0.0');
  });

  it('keeps no page from another site’s Referer, nor when there is none', async () => {
    const via = client(3);
    await follow(`/go/${links.mapping}`, { via, referer: 'https://elsewhere.example/gear-deals' });
    await follow(`/go/${links.mapping}`, { via });
    expect((await clicksOf(links.mapping)).slice(-2)).toEqual([
      { link_kind: 'mapping', page: null },
      { link_kind: 'mapping', page: null },
    ]);
  });

  it('lets crawlers and HEAD requests through without counting them', async () => {
    const via = client(4);
    const before = (await clicksOf(links.deal)).length;
    const crawled = await follow(`/go/${links.deal}`, { via, agent: crawler });
    expect(crawled.status).toBe(302);
    expect(crawled.headers.get('location')).toBe('https://shop.example/deal?partner=dropwire');
    expect((await follow(`/go/${links.deal}`, { via, agent: '' })).status).toBe(302);
    const head = await follow(`/go/${links.deal}`, { via, method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe('https://shop.example/deal?partner=dropwire');
    expect(await clicksOf(links.deal)).toHaveLength(before);
  });

  it('counts a limited number of clicks per client, and still sends every one on', async () => {
    const via = client(5);
    const before = (await clicksOf(links.retailer)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await follow(`/go/${links.retailer}`, { via })).status);
    expect(new Set(statuses)).toEqual(new Set([302]));
    expect(await clicksOf(links.retailer)).toHaveLength(before + 20);
    // Another client is counted as ever.
    await follow(`/go/${links.retailer}`, { via: client(6) });
    expect(await clicksOf(links.retailer)).toHaveLength(before + 21);
  });

  it('answers 404, counting nothing, for links that are unknown, malformed, retired, expired or unpublished', async () => {
    const via = client(7);
    const gone = [
      randomUUID(),
      'not-an-id',
      `${links.deal}x`,
      "' OR 1=1 --",
      links.retiredDeal,
      links.expiredDeal,
      links.retiredMapping,
      links.draftRetailer,
      // A target that is not an http(s) address is never followed, however it was stored.
      links.scriptMapping,
    ];
    for (const id of gone) {
      const response = await follow(`/go/${encodeURIComponent(id)}`, { via });
      expect(response.status, id).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      // The site's not-found page, in the tab the link opened.
      expect(await response.text()).toContain('Oops! Page not found');
    }
    const { rows } = await database.pool.query(
      'SELECT link_id FROM affiliate_clicks WHERE link_id = ANY($1)',
      [
        [
          links.retiredDeal,
          links.expiredDeal,
          links.retiredMapping,
          links.draftRetailer,
          links.scriptMapping,
        ],
      ],
    );
    expect(rows).toEqual([]);
    // The demo's deal that ended two days ago is gone too.
    const expired = await one<{ id: string }>("SELECT id FROM gear_deals WHERE model = 'Pocket Bass'");
    expect((await follow(`/go/${expired.id}`, { via })).status).toBe(404);
  });

  it('never sends readers to an address from the request', async () => {
    const via = client(8);
    for (const query of [
      '?url=https://evil.example/',
      '?to=//evil.example',
      '?redirect=javascript:alert(1)',
    ]) {
      const response = await follow(`/go/${links.deal}${query}`, { via });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://shop.example/deal?partner=dropwire');
    }
    for (const path of ['/go/https%3A%2F%2Fevil.example', '/go//evil.example', '/go/%2F%2Fevil.example']) {
      const response = await follow(path, { via });
      expect(response.headers.get('location') ?? '', path).not.toContain('evil.example');
      expect([404, 301, 308], path).toContain(response.status);
    }
  });
});
