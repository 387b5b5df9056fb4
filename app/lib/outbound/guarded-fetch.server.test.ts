import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../tests/fixtures/feed-server';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  fetchErrorCode,
  guardedGet,
  type FetchPolicy,
} from './guarded-fetch.server';

// The parts of the guarded GET that neither the feed fetcher's nor the SSRF tests reach: a caller's abort,
// the declared length refused before reading, and the codes callers outside the crawler read.
describe('guardedGet against the loopback feed server', () => {
  let server: FeedServer;
  const policy: FetchPolicy = { ...defaultFetchPolicy, isBlocked: addressRule(true), totalTimeoutMs: 3000 };
  const agent = createFetchAgent(policy);
  const get = (path: string, options: { signal?: AbortSignal; maxBytes?: number } = {}) =>
    guardedGet(`${server.url}${path}`, {
      policy: { ...policy, maxBytes: options.maxBytes ?? policy.maxBytes },
      agent,
      what: 'document',
      headers: { accept: '*/*' },
      signal: options.signal,
    });
  const failure = (attempt: Promise<unknown>) =>
    attempt.then(
      () => undefined,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(async () => {
    await agent.close();
    await server.close();
  });

  it('returns the answer after the redirects, with its body unread until asked for', async () => {
    const response = await get('/moved-permanently/rss2-utf8-bom.xml');
    expect(response.status).toBe(200);
    expect(response.finalUrl).toBe(`${server.url}/feeds/rss2-utf8-bom.xml`);
    expect(response.permanentUrl).toBe(response.finalUrl);
    expect((await response.read()).toString('utf8')).toContain('<rss');
  });

  it('refuses a body whose declared length passes the cap before reading it, naming what it is', async () => {
    const response = await get('/feeds/rss2-utf8-bom.xml', { maxBytes: 100 });
    const error = await failure(response.read());
    expect(fetchErrorCode(error)).toBe('too_large');
    expect((error as Error).message).toBe('The document is larger than the limit of 0 MiB');
  });

  it('throws the caller’s own reason when the caller aborts, before the answer or while the body streams', async () => {
    const early = new AbortController();
    const waiting = failure(get('/feeds/rss2-utf8-bom.xml?delay=2000', { signal: early.signal }));
    early.abort(new Error('the reader left'));
    const beforeAnswer = await waiting;
    expect(beforeAnswer).toEqual(new Error('the reader left'));
    expect(fetchErrorCode(beforeAnswer)).toBeUndefined();

    const late = new AbortController();
    const response = await get('/slow', { signal: late.signal });
    const reading = failure(response.read());
    late.abort(new Error('the reader left while it streamed'));
    expect(await reading).toEqual(new Error('the reader left while it streamed'));
  });

  it('fails with coded errors: a bad scheme, too many redirects', async () => {
    expect(fetchErrorCode(await failure(get('/redirect-chain/9')))).toBe('too_many_redirects');
    const scheme = await failure(guardedGet('file:///etc/passwd', { policy, agent, what: 'x', headers: {} }));
    expect(fetchErrorCode(scheme)).toBe('invalid_url');
    expect(fetchErrorCode(new Error('something else'))).toBeUndefined();
  });
});
