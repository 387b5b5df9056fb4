import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedParseError, type ParseLimits } from '../parse/parse-feed';
import { parseDocument } from './parse-document';
import { createParsePool } from './parse-pool';

const fetchedAt = new Date('2026-11-01T12:00:00Z');
const fixture = (name: string) => readFileSync(`tests/fixtures/feeds/${name}`, 'utf8');

/** A JSON Feed of `count` entries, each with `textChars` characters of text. */
function generatedFeed(count: number, textChars = 20): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Generated',
    items: Array.from({ length: count }, (_, i) => ({
      id: `item-${i}`,
      url: `https://example.test/news/${i}`,
      title: `Item ${i} about the festival line-up`,
      content_text: `Body of item ${i}. `.padEnd(textChars, 'x'),
      date_published: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    })),
  });
}

// 120,000 entries (about 23 MB): a thread with a 32 MB heap cannot hold them, nor parse them in 1 ms.
const hostile = generatedFeed(120_000);

describe('the parse pool', () => {
  const pool = createParsePool({ size: 2 });
  afterAll(() => pool.close());

  it('gives what parsing on the calling thread gives, dates and signatures included', async () => {
    for (const name of ['rss2-content-encoded.xml', 'atom10-xml-base.xml', 'jsonfeed11.json']) {
      const body = fixture(name);
      const url = `http://127.0.0.1/feeds/${name}`;
      const [threaded, inline] = [
        await pool.parse(body, url, fetchedAt),
        parseDocument(body, url, fetchedAt),
      ];
      expect(threaded).toEqual(inline);
      expect(threaded.items[0]?.publishedAt).toBeInstanceOf(Date);
      expect(threaded.items[0]?.signature).toBeInstanceOf(Int32Array);
    }
  });

  it('reports a document that is not a feed as a FeedParseError', async () => {
    await expect(
      pool.parse('<html><body>no feed</body></html>', 'http://127.0.0.1/', fetchedAt),
    ).rejects.toThrow(FeedParseError);
  });

  it('spreads documents over its threads and answers each one', async () => {
    const body = fixture('rss2-content-encoded.xml');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pool.parse(body, `http://127.0.0.1/${i}`, fetchedAt)),
    );
    expect(results.every((result) => result.items.length === results[0]!.items.length)).toBe(true);
  });
});

describe('the parse pool under hostile feeds', () => {
  it.each<ParseLimits>([
    { maxItems: 200, maxItemChars: 100_000 },
    { maxItems: 7, maxItemChars: 1000 },
  ])('parses with the limits it was given: %o', async (limits) => {
    const pool = createParsePool({ size: 1, limits });
    try {
      const body = generatedFeed(500, 5000);
      const threaded = await pool.parse(body, 'http://127.0.0.1/many', fetchedAt);
      expect(threaded.items.length).toBeLessThanOrEqual(limits.maxItems);
      expect(threaded.items.every((item) => item.contentText.length <= limits.maxItemChars)).toBe(true);
      expect(threaded).toEqual(parseDocument(body, 'http://127.0.0.1/many', fetchedAt, limits));
    } finally {
      await pool.close();
    }
  });

  it('fails a document that takes too long, replaces its thread and keeps answering', async () => {
    const pool = createParsePool({ size: 1, timeoutMs: 1 });
    try {
      const error = await pool.parse(hostile, 'http://127.0.0.1/slow', fetchedAt).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FeedParseError);
      expect((error as Error).message).toBe('Parsing the feed took longer than 1 ms');
      // Were the thread not replaced, these would never settle; whether a small feed fits in 1 ms is the
      // machine's business, so either answer is accepted.
      const settled = await Promise.allSettled(
        [fixture('jsonfeed11.json'), hostile].map((body, i) =>
          pool.parse(body, `http://127.0.0.1/${i}`, fetchedAt),
        ),
      );
      for (const outcome of settled)
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(FeedParseError);
      expect(settled[1]).toMatchObject({ status: 'rejected' });
    } finally {
      await pool.close();
    }
  });

  // 64 MB: a test thread compiles its TypeScript and loads the scene knowledge base (3,000 entities, decision
  // 058) before its first document, which no longer fits 32 MB.
  it('fails a document that needs more heap than a thread has, and parses the next one', async () => {
    const pool = createParsePool({ size: 1, maxHeapMb: 64 });
    try {
      await expect(pool.parse(hostile, 'http://127.0.0.1/huge', fetchedAt)).rejects.toThrow(
        new FeedParseError('Parsing the feed needed more than 64 MB'),
      );
      const body = fixture('rss2-content-encoded.xml');
      expect(await pool.parse(body, 'http://127.0.0.1/after', fetchedAt)).toEqual(
        parseDocument(body, 'http://127.0.0.1/after', fetchedAt),
      );
    } finally {
      await pool.close();
    }
  });

  it('settles every document sent alongside ones that kill their thread', async () => {
    const pool = createParsePool({ size: 2, maxHeapMb: 64 });
    try {
      const body = fixture('atom10-xml-base.xml');
      const expected = parseDocument(body, 'http://127.0.0.1/a', fetchedAt);
      const bodies = Array.from({ length: 24 }, (_, i) => (i % 8 === 0 ? hostile : body));
      const settled = await Promise.allSettled(
        bodies.map((each) => pool.parse(each, 'http://127.0.0.1/a', fetchedAt)),
      );
      settled.forEach((outcome, i) => {
        if (bodies[i] === hostile)
          expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(FeedParseError) });
        else expect(outcome).toEqual({ status: 'fulfilled', value: expected });
      });
    } finally {
      await pool.close();
    }
  });

  it('refuses work once closed, and fails what it was parsing', async () => {
    const pool = createParsePool({ size: 1 });
    const parsing = pool.parse(hostile, 'http://127.0.0.1/late', fetchedAt).catch((e: unknown) => e);
    await pool.close();
    expect(await parsing).toEqual(new Error('The parse pool was closed before the feed was parsed'));
    await expect(pool.parse(fixture('jsonfeed11.json'), 'http://127.0.0.1/', fetchedAt)).rejects.toThrow(
      'The parse pool is closed',
    );
  });

  it('starts threads only for work, and lets them go once idle, starting again for the next document', async () => {
    const pool = createParsePool({ size: 2, idleMs: 200 });
    try {
      expect(pool.threads()).toBe(0);
      const body = fixture('jsonfeed11.json');
      const first = await pool.parse(body, 'http://127.0.0.1/one', fetchedAt);
      expect(pool.threads()).toBe(2);
      for (let waited = 0; pool.threads() > 0 && waited < 5_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pool.threads()).toBe(0);
      expect(await pool.parse(body, 'http://127.0.0.1/one', fetchedAt)).toEqual(first);
    } finally {
      await pool.close();
    }
  });
});
