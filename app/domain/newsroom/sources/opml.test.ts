import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOpml, renderOpml } from './opml';

describe('OPML', () => {
  it('reads feeds in folders and round-trips them', () => {
    const xml = `<?xml version="1.0"?><opml version="1.0"><head><title>x</title></head><body>
      <outline text="releases"><outline text="Label Watch &amp; Co" type="rss" xmlUrl="http://127.0.0.1/lw.xml" htmlUrl="http://127.0.0.1/lw/"/></outline>
      <outline text="Loose feed" xmlUrl="http://127.0.0.1/loose.xml"/>
      <outline text="Not a feed"/>
    </body></opml>`;
    const feeds = parseOpml(xml);
    expect(feeds).toEqual([
      {
        title: 'Label Watch & Co',
        xmlUrl: 'http://127.0.0.1/lw.xml',
        htmlUrl: 'http://127.0.0.1/lw/',
        category: 'releases',
      },
      { title: 'Loose feed', xmlUrl: 'http://127.0.0.1/loose.xml', htmlUrl: undefined, category: undefined },
    ]);
    expect(parseOpml(renderOpml('Dropwire sources', feeds)).map((feed) => feed.xmlUrl)).toEqual([
      'http://127.0.0.1/lw.xml',
      'http://127.0.0.1/loose.xml',
    ]);
  });

  it('says clearly when a file is not OPML', () => {
    expect(() => parseOpml('<html><body/></html>')).toThrow('Not an OPML file');
  });
});

describe('the curated OPML shipped with Dropwire', () => {
  const feeds = parseOpml(readFileSync('opml/electronic-music.opml', 'utf8'));

  it('lists at least 25 public feeds, each on its own site, over https', () => {
    expect(feeds.length).toBeGreaterThanOrEqual(25);
    for (const feed of feeds) expect(feed.xmlUrl).toMatch(/^https:\/\//);
    expect(new Set(feeds.map((feed) => new URL(feed.xmlUrl).hostname)).size).toBe(feeds.length);
  });

  it('files every feed under a source category', () => {
    expect(new Set(feeds.map((feed) => feed.category))).toEqual(
      new Set(['news', 'releases', 'gear', 'festivals', 'interviews']),
    );
  });
});
