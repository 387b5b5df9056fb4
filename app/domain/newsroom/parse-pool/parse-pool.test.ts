import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedParseError } from '../parse-feed';
import { parseDocument } from './parse-document';
import { createParsePool } from './parse-pool';

describe('the parse pool', () => {
  const pool = createParsePool(2);
  afterAll(() => pool.close());
  const fetchedAt = new Date('2026-11-01T12:00:00Z');

  it('gives what parsing on the calling thread gives, dates and signatures included', async () => {
    for (const name of ['rss2-content-encoded.xml', 'atom10-xml-base.xml', 'jsonfeed11.json']) {
      const body = readFileSync(`tests/fixtures/feeds/${name}`, 'utf8');
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
    const body = readFileSync('tests/fixtures/feeds/rss2-content-encoded.xml', 'utf8');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pool.parse(body, `http://127.0.0.1/${i}`, fetchedAt)),
    );
    expect(results.every((result) => result.items.length === results[0]!.items.length)).toBe(true);
  });
});
