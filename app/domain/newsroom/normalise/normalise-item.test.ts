import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseItem } from './normalise-item';
import { parseFeedDocument } from '../parse/parse-feed';

const items = parseFeedDocument(
  readFileSync('tests/fixtures/feeds/rss2-content-encoded.xml', 'utf8'),
  'http://127.0.0.1/feed.xml',
).items;

describe('normaliseItem', () => {
  const lens = normaliseItem(items[0]!);

  it('canonicalises the link and keeps the original', () => {
    expect(lens.url).toBe('http://127.0.0.1/mixdown/news/amelie-lens-tour?utm_source=rss&utm_medium=feed');
    expect(lens.canonicalUrl).toBe('http://127.0.0.1/mixdown/news/amelie-lens-tour');
  });

  it('sanitises the content: no scripts, handlers or tracking pixels; safe links; private YouTube', () => {
    expect(lens.contentHtml).not.toMatch(/<script|onclick|pixel\.gif/);
    expect(lens.contentHtml).toContain('<a href="http://127.0.0.1/mixdown/tickets" rel="noopener nofollow">');
    expect(lens.contentHtml).toContain('https://www.youtube-nocookie.com/embed/abc123');
    expect(lens.contentHtml).toContain('<img src="http://127.0.0.1/mixdown/img/lens.jpg"');
  });

  it('keeps plain text, language and a content hash', () => {
    expect(lens.contentText).toContain('Amelie Lens has announced a 40-date world tour for 2027');
    expect(lens.contentText).not.toContain('track()');
    expect(lens.language).toBe('en');
    expect(lens.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // The same words with other markup and spacing hash the same.
    const copy = normaliseItem({
      ...items[0]!,
      contentHtml: items[0]!.contentHtml.replace(/<strong>|<\/strong>/g, '').replace(/ /g, '  '),
    });
    expect(copy.contentHash).toBe(lens.contentHash);
  });
});
