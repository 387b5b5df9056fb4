// Issue 14: the crawler's address guard, attacked as an SSRF attacker would. Only spellings of loopback are
// ever fetched; private, link-local and metadata ranges are checked without a connection being possible.
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../../app/lib/outbound/address-guard';
import {
  createFetchAgent,
  defaultFetchPolicy,
  fetchFeed,
  guardedLookup,
  type FetchPolicy,
  type Resolver,
} from '../../../app/domain/newsroom/fetch/fetch-feed.server';
import { FeedFetchError } from '../../../app/lib/outbound/fetch-errors';
import { checkFetchUrl } from '../../../app/lib/outbound/fetchable-url';
import { ipv6Spellings, refusedIpv4, urlLiteralSpellings } from '../../fixtures/address-spellings';
import { startFeedServer, type FeedServer } from '../../fixtures/feed-server';

const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  expect((error as FeedFetchError).code).toBe('blocked_address');
  return (error as FeedFetchError).message;
};

/** A resolver that answers every name with the given addresses, as a hostile DNS server would. */
const answering =
  (...addresses: string[]): Resolver =>
  (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: isIP(address) === 6 ? 6 : 4 })),
    );

describe('URL literals: refused before DNS or a connection', () => {
  it.each(refusedIpv4.flatMap(urlLiteralSpellings))('refuses http://%s/', (host) => {
    expect(() => checkFetchUrl(`http://${host}/feed`, isBlockedAddress)).toThrow(
      /is a private or reserved address; set ALLOW_PRIVATE_SOURCES=true to allow it$/,
    );
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'ftp://127.0.0.1/', 'gopher://x.test/'])(
    'refuses the scheme of %s',
    (url) => {
      expect(() => checkFetchUrl(url, isBlockedAddress)).toThrow(/Only http and https/);
    },
  );
});

describe('DNS answers: the guarded lookup keeps only addresses the rule allows', () => {
  const lookup = (answers: string[]) =>
    new Promise<unknown>((resolve) =>
      guardedLookup(isBlockedAddress, answering(...answers))('feed.example', { all: true }, (error) =>
        resolve(error),
      ),
    );

  it.each([...refusedIpv4, ...refusedIpv4.flatMap(ipv6Spellings), '::1', 'fe80::1', 'fd00:ec2::254'])(
    'refuses a name that resolves to %s',
    async (address) => {
      const error = await lookup([address]);
      expect(error).toBeInstanceOf(FeedFetchError);
      expect((error as Error).message).toBe('feed.example resolves only to private or reserved addresses');
    },
  );

  it('connects only to the allowed answers of a name with mixed answers', async () => {
    const picked = await new Promise<unknown[]>((resolve) =>
      guardedLookup(isBlockedAddress, answering('::ffff:7f00:1', '8.8.8.8'))(
        'feed.example',
        { all: true },
        (...args) => resolve(args),
      ),
    );
    expect(picked).toEqual([null, [{ address: '8.8.8.8', family: 4 }]]);
  });
});

describe('against the loopback feed server: nothing refused ever connects', () => {
  let server: FeedServer;
  // The product's rule, with one exception a test needs: the feed server's second host, 127.0.0.2, by its exact
  // text, as the first hop of redirects. Every spelling tried below means 127.0.0.1, which stays refused.
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: (address) => address !== '127.0.0.2' && isBlockedAddress(address),
    totalTimeoutMs: 3000,
  };
  const loopbackSpellings = (port: string) => [
    `[::ffff:127.0.0.1]:${port}`,
    `[::ffff:7f00:1]:${port}`,
    `[0:0:0:0:0:ffff:7f00:1]:${port}`,
    `[::127.0.0.1]:${port}`,
    `[::1]:${port}`,
    `2130706433:${port}`,
    `0177.0.0.1:${port}`,
    `0x7f.1:${port}`,
    `127.1:${port}`,
  ];

  beforeAll(async () => {
    server = await startFeedServer({ hosts: 2 });
  });
  afterAll(() => server.close());

  it('refuses every loopback spelling as the feed URL', async () => {
    const agent = createFetchAgent(policy);
    const before = server.connections();
    for (const host of loopbackSpellings(new URL(server.url).port)) {
      expect(await refusal(fetchFeed(`http://${host}/feeds/rss091.xml`, {}, policy, agent))).toMatch(
        /private or reserved address/,
      );
    }
    expect(server.connections()).toBe(before);
    await agent.close();
  });

  it('refuses a hostname whose DNS answer spells loopback in any form', async () => {
    const before = server.connections();
    for (const address of ['127.0.0.1', '::1', ...ipv6Spellings('127.0.0.1')]) {
      const agent = createFetchAgent({ ...policy, isBlocked: isBlockedAddress }, answering(address));
      const port = new URL(server.url).port;
      expect(
        await refusal(fetchFeed(`http://feed.example:${port}/feeds/rss091.xml`, {}, policy, agent)),
      ).toBe('feed.example resolves only to private or reserved addresses');
      await agent.close();
    }
    expect(server.connections()).toBe(before);
  });

  it('refuses a redirect to any loopback spelling after the first hop', async () => {
    const port = new URL(server.url).port;
    for (const host of loopbackSpellings(port)) {
      const agent = createFetchAgent(policy);
      const before = server.connections();
      const target = encodeURIComponent(`http://${host}/feeds/rss091.xml`);
      expect(
        await refusal(fetchFeed(`${server.hostUrls[1]}/redirect-to?location=${target}`, {}, policy, agent)),
      ).toMatch(/private or reserved address/);
      // One connection: the redirecting hop; the target was refused before connecting.
      expect(server.connections() - before).toBe(1);
      await agent.close();
    }
    expect(server.hits.get('/feeds/rss091.xml')).toBeUndefined();
  });
});
