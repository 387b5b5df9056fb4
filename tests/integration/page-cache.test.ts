import { Agent, fetch as fetchVia } from 'undici';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceContentChange } from '../../app/domain/reader-writes/content-changes.server';
import { rawResponse } from '../support/raw-response';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A reader at another loopback address: another visitor, as far as view counting knows. */
const fromAddress = (localAddress: string) => new Agent({ localAddress });

// The page cache as `npm start` runs it (the cache is on by default), on one database server: it
// keeps no data of its own, so the second server would test nothing more.
describe.each(testServers().slice(0, 1))('the page cache of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let article: { slug: string; title: string };

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, PAGE_CACHE_SECONDS: '2' });
    const { rows } = await database.pool.query<{ slug: string; title: string }>(
      "SELECT slug, title FROM articles WHERE status = 'published' ORDER BY published_at DESC LIMIT 1",
    );
    article = rows[0]!;
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = (path: string, headers: Record<string, string> = {}, dispatcher?: Agent) =>
    fetchVia(`${app.url}${path}`, { headers: { 'User-Agent': browser, ...headers }, dispatcher });

  it('keeps a public page from its second request and serves it from memory, gzipped when asked', async () => {
    const first = await get('/reviews');
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.text();
    // Asked for once, a page is not kept (most addresses are asked for once); asked again, it is.
    const second = await get('/reviews');
    expect(second.headers.get('x-cache')).toBe('MISS');
    const html = await second.text();
    const again = await get('/reviews');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, stale-while-revalidate=30');
    expect(await again.text()).toBe(html);

    // fetch would decode the body itself; a plain request shows what was sent.
    const sent = await rawResponse(`${app.url}/reviews`, { 'Accept-Encoding': 'gzip' });
    const raw = { encoding: sent.headers['content-encoding'], body: sent.body };
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(html);
  });

  it('renders a page once for readers who ask at the same time, and keeps it', async () => {
    const together = await Promise.all([1, 2, 3, 4].map(() => get('/interviews?together=1')));
    const etags = new Set(together.map((response) => response.headers.get('etag')));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(etags.size).toBe(1);
    const bodies = new Set(await Promise.all(together.map((response) => response.text())));
    expect(bodies.size).toBe(1);
    expect((await get('/interviews?together=1')).headers.get('x-cache')).toBe('HIT');
  });

  it('answers 304 to a browser that already has the page', async () => {
    await get('/festivals');
    const page = await get('/festivals');
    const etag = page.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const revalidated = await get('/festivals', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('never serves a cached page to a request with cookies, nor keeps a prefilled form', async () => {
    await get('/charts');
    const withCookie = await get('/charts', { Cookie: 'session=abc' });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('x-cache')).toBeNull();

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const prefilled = await get('/newsletter?email=reader%40example.test');
      expect(prefilled.headers.get('cache-control')).toBe('private, no-store');
      expect(prefilled.headers.get('x-cache')).toBeNull();
      expect(await prefilled.text()).toContain('reader@example.test');
    }
  });

  it('counts each reader once, and keeps the page with the count it was rendered with (decision 060)', async () => {
    let fresh = 0;
    // A query string the page ignores makes an address never asked for: the page is rendered for it.
    const views = async (agent: string, options: { dispatcher?: Agent; path?: string } = {}) => {
      const path = options.path ?? `/news/${article.slug}?fresh=${(fresh += 1)}`;
      const response = await get(path, { 'User-Agent': agent }, options.dispatcher);
      const html = await response.text();
      return {
        views: Number(/([\d,]+) views/.exec(html)![1]!.replace(/,/g, '')),
        cache: response.headers.get('x-cache'),
      };
    };
    const stored = async () =>
      (
        await database.pool.query<{ views: number }>('SELECT views FROM articles WHERE slug = $1', [
          article.slug,
        ])
      ).rows[0]!.views;
    const kept = `/news/${article.slug}?kept=1`;
    const before = (await views(crawler)).views;
    expect((await views(crawler)).views).toBe(before);
    // The page kept at one address (asked twice), as crawlers see it.
    await views(crawler, { path: kept });
    expect(await views(crawler, { path: kept })).toEqual({ views: before, cache: 'MISS' });
    expect(await views(crawler, { path: kept })).toEqual({ views: before, cache: 'HIT' });

    // Each reader once a day: a page rendered afresh shows their view.
    expect((await views(browser)).views).toBe(before + 1);
    expect((await views(browser)).views).toBe(before + 1);
    expect((await views(browser, { dispatcher: fromAddress('127.0.0.2') })).views).toBe(before + 2);
    expect(await stored()).toBe(before + 2);

    // A counted view drops nothing: the kept page is served with the count it was rendered with, and a reader
    // there is counted all the same.
    // (Served stale, past its two seconds, it is the same page while it is rendered again.)
    const later = await views(browser, { path: kept, dispatcher: fromAddress('127.0.0.3') });
    expect(later.views).toBe(before);
    expect(['HIT', 'STALE']).toContain(later.cache);
    expect(await stored()).toBe(before + 3);
  });

  it('shows a change once the page has been kept its time, the first reader after it getting the old one', async () => {
    const path = `/news/${article.slug}`;
    // Asked for twice, the page is kept.
    await get(path);
    await get(path);
    await database.pool.query('UPDATE articles SET title = $1 WHERE slug = $2', [
      'Retitled story',
      article.slug,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stale = await get(path);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).not.toContain('Retitled story');
    // Served while the page was rendered again: the next readers get the new one, once the article's data (kept
    // up to five seconds when no change is announced, app/domain/reader-writes/content-memo.server.ts) is read anew.
    let html = '';
    for (let attempt = 0; attempt < 120 && !html.includes('Retitled story'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await get(path)).text();
    }
    expect(html).toContain('Retitled story');
  });

  it('drops every kept page at once when any process announces a content change', async () => {
    await get('/');
    await get('/');
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
    await database.pool.query("UPDATE articles SET title = 'Announced at once' WHERE slug = $1", [
      article.slug,
    ]);
    await announceContentChange(database.db);
    let html = '';
    for (let attempt = 0; attempt < 20 && !html.includes('Announced at once'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      html = await (await get('/')).text();
    }
    // Well inside the page's 2 seconds: the notification, not the time, dropped it.
    expect(html).toContain('Announced at once');
  });

  it('reports its hits and size on /metrics', async () => {
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/dropwire_page_cache_requests_total\{outcome="hit"\} [1-9]/);
    expect(metrics).toMatch(/dropwire_page_cache_bytes [1-9]/);
  });
});
