import { describe, expect, it } from 'vitest';
import { renderRss } from './rss-feed';

describe('renderRss', () => {
  const channel = {
    title: 'Dropwire',
    siteUrl: 'https://x.test',
    feedUrl: 'https://x.test/rss.xml',
    description: 'News',
  };

  it('escapes markup and drops characters XML forbids', () => {
    const xml = renderRss(channel, [
      {
        title: 'Drum & Bass <live>\u0001',
        url: 'https://x.test/news/a?b=1&c=2',
        summary: '"quoted"',
        publishedAt: '2026-01-02T03:04:05Z',
        category: 'news',
        author: 'A',
      },
    ]);
    expect(xml).toContain('<title>Drum &amp; Bass &lt;live&gt;</title>');
    expect(xml).toContain('https://x.test/news/a?b=1&amp;c=2');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>');
    expect(xml).not.toContain('\u0001');
  });
});
