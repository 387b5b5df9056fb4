import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['HTTP://Example.TEST/News/Story#comments', 'http://example.test/News/Story'],
    ['https://x.test/a?utm_source=rss&utm_medium=feed&id=7', 'https://x.test/a?id=7'],
    ['https://x.test/a?fbclid=abc&gclid=1&mc_cid=2&mc_eid=3', 'https://x.test/a'],
    ['https://x.test:443/a/', 'https://x.test/a'],
    ['http://x.test:80/', 'http://x.test/'],
    ['https://x.test/a?b=2&a=1', 'https://x.test/a?a=1&b=2'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('resolves relative links against a base', () => {
    expect(canonicalUrl('../b/c?utm_campaign=x', 'https://x.test/a/feed.xml')).toBe('https://x.test/b/c');
  });

  it.each(['javascript:alert(1)', 'mailto:a@b.test', 'not a url', ''])('refuses %s', (input) => {
    expect(canonicalUrl(input)).toBeUndefined();
  });
});
