import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.server';

const page = (text: string) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body: Buffer.from(text),
});

function cacheAt(options: { ttlMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  let time = 1_000;
  const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000, ...options, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('PageCache', () => {
  it('serves a kept page until its time is up, with a gzip form and a validator', () => {
    const { cache, advance } = cacheAt({ staleMs: 0 });
    const kept = cache.set('/news', '/news', cache.ticket(), page('<p>news</p>'))!;
    expect(cache.size.bytes).toBe(11);
    expect(gunzipSync(cache.gzipped(kept)).toString()).toBe('<p>news</p>');
    expect(cache.size.bytes).toBe(11 + kept.gzip!.length);
    expect(kept.etag).toMatch(/^W\/"[\w-]+"$/);
    advance(9_999);
    expect(cache.get('/news')).toEqual({ page: kept, stale: false });
    advance(1);
    expect(cache.get('/news')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('then serves it as stale for a while, for a reader not to wait while it is rendered again', () => {
    const { cache, advance } = cacheAt({ staleMs: 30_000 });
    cache.set('/', '/', cache.ticket(), page('home'));
    advance(10_000);
    expect(cache.get('/')?.stale).toBe(true);
    advance(29_999);
    expect(cache.get('/')?.stale).toBe(true);
    advance(1);
    expect(cache.get('/')).toBeUndefined();
  });

  it('forgets every page when told everything changed', () => {
    const { cache } = cacheAt();
    cache.set('/', '/', cache.ticket(), page('home'));
    cache.set('/news', '/news', cache.ticket(), page('news'));
    cache.clear();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('keeps the validator a route gave', () => {
    const { cache } = cacheAt();
    const response = page('<rss/>');
    response.headers.push(['etag', '"rss-1"']);
    expect(cache.set('/rss.xml', '/rss.xml', cache.ticket(), response)?.etag).toBe('"rss-1"');
  });

  it('drops the least recently used pages first when over its size', () => {
    const { cache } = cacheAt({ maxBytes: 2_000 });
    const filler = (seed: string) => page(seed.repeat(100));
    cache.set('/a', '/a', cache.ticket(), filler('a'));
    cache.set('/b', '/b', cache.ticket(), filler('b'));
    cache.get('/a');
    for (let index = 0; cache.get('/a') && index < 50; index += 1) {
      cache.set(`/c${index}`, `/c${index}`, cache.ticket(), filler(String(index % 10)));
    }
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(2_000);
  });

  it('never keeps a page larger than an eighth of its size, so one page cannot empty it', () => {
    const { cache } = cacheAt({ maxBytes: 8_000 });
    const large = Buffer.alloc(4_000);
    for (let index = 0; index < large.length; index += 1) large[index] = (index * 7919) % 251;
    expect(cache.set('/big', '/big', cache.ticket(), { ...page(''), body: large })).toBeUndefined();
    expect(cache.size.pages).toBe(0);
  });

  it('forgets every form of a page together, and refuses a render that began before that', () => {
    const { cache } = cacheAt();
    const before = cache.ticket();
    cache.set('/news/a', '/news/a', cache.ticket(), page('document'));
    cache.set('/news/a.data', '/news/a', cache.ticket(), page('data'));
    cache.set('/news/b', '/news/b', cache.ticket(), page('other'));
    cache.invalidate('/news/a');
    expect(cache.get('/news/a')).toBeUndefined();
    expect(cache.get('/news/a.data')).toBeUndefined();
    expect(cache.get('/news/b')).toBeDefined();
    expect(cache.isCurrent('/news/a', before)).toBe(false);
    expect(cache.set('/news/a', '/news/a', before, page('old figures'))).toBeUndefined();
    expect(cache.set('/news/a', '/news/a', cache.ticket(), page('new figures'))).toBeDefined();
  });

  it('admits a page from its second request within a minute, or when readers wait for the same render', () => {
    const { cache, advance } = cacheAt();
    expect(cache.get('/search?q=once')).toBeUndefined();
    expect(cache.admits('/search?q=once')).toBe(false);
    advance(59_999);
    cache.get('/search?q=once');
    expect(cache.admits('/search?q=once')).toBe(true);

    cache.get('/news?page=9');
    advance(60_000);
    cache.get('/news?page=9');
    expect(cache.admits('/news?page=9')).toBe(false);

    // Two readers asking at once, before the first render is done.
    cache.get('/festivals');
    cache.get('/festivals');
    expect(cache.admits('/festivals')).toBe(true);
  });

  it('renews a page it holds without waiting for a second request', () => {
    const { cache, advance } = cacheAt({ staleMs: 30_000 });
    cache.set('/', '/', cache.ticket(), page('home'));
    advance(10_000);
    expect(cache.get('/')?.stale).toBe(true);
    expect(cache.admits('/')).toBe(true);
  });

  it('remembers a bounded number of addresses asked for once, forgetting the oldest', () => {
    const { cache } = cacheAt();
    cache.get('/first');
    for (let index = 0; index < 5_000; index += 1) cache.get(`/once/${index}`);
    cache.get('/first');
    expect(cache.admits('/first')).toBe(false);
    cache.get('/once/4999');
    expect(cache.admits('/once/4999')).toBe(true);
  });

  it('does not remember addresses longer than any page links to', () => {
    const { cache } = cacheAt();
    const long = `/search?q=${'a'.repeat(3_000)}`;
    cache.get(long);
    cache.get(long);
    expect(cache.admits(long)).toBe(false);
  });

  it('keeps nothing when turned off', () => {
    const { cache } = cacheAt({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('/', '/', cache.ticket(), page('home'))).toBeUndefined();
  });
});
