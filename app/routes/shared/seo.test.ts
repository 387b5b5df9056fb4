import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './seo';

describe('absoluteUrl', () => {
  it.each([
    ['https://x.test', '/', 'https://x.test/'],
    ['https://x.test', '/news?category=tech', 'https://x.test/news?category=tech'],
    ['https://x.test', '/rss.xml', 'https://x.test/rss.xml'],
    // A site served below a path keeps it.
    ['https://x.test/edm', '/news/a-story', 'https://x.test/edm/news/a-story'],
    ['https://x.test/edm', '/', 'https://x.test/edm/'],
    // Full URLs elsewhere stay as they are, protocol-relative ones take the site's scheme.
    ['https://x.test', 'https://cdn.test/cover.jpg', 'https://cdn.test/cover.jpg'],
    ['https://x.test', '//cdn.test/cover.jpg', 'https://cdn.test/cover.jpg'],
  ])('%s + %s is %s', (siteUrl, path, url) => {
    expect(absoluteUrl(siteUrl, path)).toBe(url);
  });
});
