import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../../tests/fixtures/feed-server';
import { isBlockedAddress } from '~/lib/outbound/address-guard';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  fetchFeed,
  type FetchPolicy,
} from './fetch-feed.server';
import { FeedFetchError } from '~/lib/outbound/fetch-errors';

describe('fetchFeed against the loopback feed server', () => {
  let server: FeedServer;
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: addressRule(true),
    totalTimeoutMs: 3000,
    maxBytes: 2 * 1024 * 1024,
  };
  const agent = createFetchAgent(policy);
  const fetchIt = (path: string, validators = {}, overrides: Partial<FetchPolicy> = {}) =>
    fetchFeed(`${server.url}${path}`, validators, { ...policy, ...overrides }, agent);
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FeedFetchError);
    return error as FeedFetchError;
  };

  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(async () => {
    await agent.close();
    await server.close();
  });

  it('fetches a feed and keeps its validators; the same validators answer 304', async () => {
    const first = await fetchIt('/feeds/rss2-content-encoded.xml');
    expect(first.kind).toBe('ok');
    if (first.kind !== 'ok') return;
    expect(first.body).toContain('Mixdown Daily');
    expect(first.etag).toBeTruthy();
    const second = await fetchIt('/feeds/rss2-content-encoded.xml', {
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(second.kind).toBe('not_modified');
  });

  it('decompresses gzip and decodes windows-1252 and ISO-8859-1', async () => {
    const gzip = await fetchIt('/gzip/rss2-content-encoded.xml');
    expect(gzip.kind === 'ok' && gzip.body).toContain('Dekmantel reveals first lineup wave');
    const cp1252 = await fetchIt('/feeds/rss2-windows-1252.xml');
    expect(cp1252.kind === 'ok' && cp1252.body).toContain('“Tiësto returns to Ibiza”');
    const latin1 = await fetchIt('/feeds/rss2-latin1-header-only.xml');
    expect(latin1.kind === 'ok' && latin1.body).toContain('Kölsch plays a hometown show');
  });

  it('follows redirects: a permanent one reports the new URL, a temporary one does not', async () => {
    const permanent = await fetchIt('/moved-permanently/rss2-utf8-bom.xml');
    expect(permanent.kind === 'ok' && permanent.permanentUrl).toBe(`${server.url}/feeds/rss2-utf8-bom.xml`);
    const temporary = await fetchIt('/moved-temporarily/rss2-utf8-bom.xml');
    expect(temporary.kind === 'ok' && temporary.permanentUrl).toBeUndefined();
    expect((await fetchIt('/redirect-chain/4')).kind).toBe('ok');
    expect((await failure(fetchIt('/redirect-chain/5'))).code).toBe('too_many_redirects');
  });

  it('reports 429 and 503 with their Retry-After, and 500 as a status error', async () => {
    const limited = await failure(fetchIt('/rate-limited?after=90'));
    expect(limited).toMatchObject({ code: 'http_status', details: { status: 429, retryAfterMs: 90_000 } });
    const unavailable = await failure(fetchIt('/unavailable'));
    expect(unavailable.details.status).toBe(503);
    expect(unavailable.details.retryAfterMs).toBeGreaterThan(0);
    expect((await failure(fetchIt('/server-error'))).message).toBe('The server answered 500');
  });

  it('aborts an oversized body and a slow one with clear errors', async () => {
    const huge = await failure(fetchIt('/huge/5'));
    expect(huge.code).toBe('too_large');
    expect(huge.message).toBe('The feed is larger than the limit of 2 MiB');
    const slow = await failure(fetchIt('/slow', {}, { totalTimeoutMs: 600 }));
    expect(slow.code).toBe('timeout');
  });

  it('sends a User-Agent naming Dropwire', async () => {
    expect(defaultFetchPolicy.userAgent).toMatch(/^Dropwire\//);
  });

  describe('with private addresses refused (the default)', () => {
    const strict: FetchPolicy = { ...policy, isBlocked: addressRule(false) };
    const strictAgent = createFetchAgent(strict);
    afterAll(() => strictAgent.close());

    it.each([
      'http://127.0.0.1:9/feed',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/feed',
      'http://10.0.0.1/feed',
    ])('refuses %s', async (url) => {
      expect((await failure(fetchFeed(url, {}, strict, strictAgent))).code).toBe('blocked_address');
    });

    it('refuses a hostname that resolves to loopback', async () => {
      expect((await failure(fetchFeed('http://localhost:9/feed', {}, strict, strictAgent))).code).toBe(
        'blocked_address',
      );
    });

    it('checks every redirect: a hop into a private address is refused', async () => {
      // The feed server itself (127.0.0.1) is allowed here; the metadata address it redirects to is not.
      const onlyServer: FetchPolicy = {
        ...strict,
        isBlocked: (address) => address !== '127.0.0.1' && isBlockedAddress(address),
      };
      const location = encodeURIComponent('http://169.254.169.254/latest/meta-data');
      const error = await failure(
        fetchFeed(`${server.url}/redirect-to?location=${location}`, {}, onlyServer, strictAgent),
      );
      expect(error.code).toBe('blocked_address');
      expect(error.message).toContain('169.254.169.254');
      expect(server.hits.get('/redirect-to')).toBe(1);
    });

    it('refuses non-http schemes', async () => {
      expect((await failure(fetchFeed('file:///etc/passwd', {}, strict, strictAgent))).code).toBe(
        'invalid_url',
      );
    });
  });
});
