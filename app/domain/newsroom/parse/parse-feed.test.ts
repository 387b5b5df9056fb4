import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../fetch/charset';
import { FeedParseError, parseFeedDocument } from './parse-feed';

// Feeds only the parser's tests read sit beside them in fixtures/; the others are shared with the tests that
// fetch them from the loopback feed server (tests/fixtures/feeds).
const ownFixtures = new URL('./fixtures/', import.meta.url);
const readFixture = (name: string) =>
  existsSync(new URL(name, ownFixtures))
    ? readFileSync(new URL(name, ownFixtures))
    : readFileSync(`tests/fixtures/feeds/${name}`);

const fixture = (name: string, contentType: string | null = null) =>
  parseFeedDocument(
    decodeBody(readFixture(name), contentType),
    `http://127.0.0.1/feeds/${name}`,
    new Date('2026-11-04T00:00:00Z'),
  );

describe('parseFeedDocument', () => {
  it('reads RSS 2.0 with content:encoded, media:content, enclosures and CDATA', () => {
    const feed = fixture('rss2-content-encoded.xml');
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Mixdown Daily & Friends');
    const [lens, dekmantel, untitled] = feed.items;
    expect(lens).toMatchObject({
      guid: 'mixdown-10231',
      title: 'Amelie Lens announces 2027 world tour & new label',
      author: 'Mara Keller',
      imageUrl: 'http://127.0.0.1/mixdown/img/lens-large.jpg',
      categories: ['Techno'],
    });
    expect(lens?.publishedAt.toISOString()).toBe('2026-11-03T08:15:00.000Z');
    expect(lens?.contentHtml).toContain('<strong>40-date world tour</strong>');
    // Relative links in the HTML resolve against the item's link.
    expect(lens?.contentHtml).toContain('src="http://127.0.0.1/mixdown/img/lens.jpg"');
    expect(dekmantel?.imageUrl).toBe('http://127.0.0.1/mixdown/img/dekmantel.jpg');
    expect(dekmantel?.summary).toBe(
      '<p>Dekmantel has revealed the first 30 names for its Amsterdam festival.</p>',
    );
    // No GUID: a derived, stable id. Unparseable date: the fetch time, flagged.
    expect(untitled?.guid).toMatch(/^derived:[0-9a-f]{32}$/);
    expect(untitled?.guid).toBe(fixture('rss2-content-encoded.xml').items[2]?.guid);
    expect(untitled?.publishedAt.toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(untitled?.dateMissing).toBe(true);
  });

  it('resolves Atom 1.0 links against xml:base', () => {
    const feed = fixture('atom10-xml-base.xml');
    expect(feed.format).toBe('atom');
    expect(feed.items[0]).toMatchObject({
      url: 'http://127.0.0.1/gearpulse/news/cdj-3000x',
      author: 'Lena Duarte',
    });
    expect(feed.items[0]?.contentHtml).toContain('href="http://127.0.0.1/gearpulse/specs/cdj-3000x"');
    expect(feed.items[1]?.publishedAt.toISOString()).toBe('2026-11-02T13:30:00.000Z');
  });

  it.each([
    ['atom03.xml', 'atom', 'Looking back at the first Time Warp'],
    ['rss1-rdf.xml', 'rdf', 'Drumcode celebrates 25 years with a compilation'],
    ['rss091.xml', 'rss', 'Berghain: Klubnacht lineup'],
    ['jsonfeed10.json', 'json', 'Awakenings tickets sell out in an hour'],
    ['podcast-itunes.xml', 'rss', 'Episode 88: Ben Böhmer on melodic house'],
  ])('reads %s as %s', (name, format, title) => {
    const feed = fixture(name);
    expect(feed.format).toBe(format);
    expect(feed.items[0]?.title).toBe(title);
  });

  it('takes the itunes:image of a podcast episode', () => {
    expect(fixture('podcast-itunes.xml').items[0]?.imageUrl).toBe('http://127.0.0.1/studiotalk/88.jpg');
  });

  it('skips a bad JSON Feed entry, with the reason, and keeps the rest', () => {
    const feed = fixture('jsonfeed11.json');
    expect(feed.items.map((item) => item.title)).toEqual([
      'Skrillex shares a surprise album',
      'Fabric renews its licence',
    ]);
    expect(feed.items[0]?.imageUrl).toBe('http://127.0.0.1/bassline/img/skrillex.jpg');
    expect(feed.items[1]?.contentHtml).toBe(
      '<p>The London club&#39;s licence was renewed for five years.</p>',
    );
    expect(feed.items[1]?.dateMissing).toBe(true);
    expect(feed.skipped).toHaveLength(1);
  });

  it.each([
    ['rss2-windows-1252.xml', null, '“Tiësto returns to Ibiza” – a summer residency'],
    [
      'rss2-latin1-header-only.xml',
      'application/rss+xml; charset=ISO-8859-1',
      'Kölsch plays a hometown show',
    ],
    ['rss2-utf8-bom.xml', null, 'Peggy Gou opens a record store in Seoul'],
  ])('decodes %s', (name, contentType, title) => {
    expect(fixture(name, contentType).items[0]?.title).toBe(title);
  });

  it.each(['not-a-feed.html', 'broken.xml'])('refuses %s with a clear error', (name) => {
    expect(() => fixture(name)).toThrow(FeedParseError);
  });
});

describe('bounded parsing', () => {
  const jsonFeed = (count: number, body = 'Short text.') =>
    JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Many',
      items: Array.from({ length: count }, (_, i) => ({
        id: `item-${i}`,
        url: `http://127.0.0.1/items/${i}`,
        title: `Item ${i}`,
        content_html: `<p>${body}</p>`,
        // Shuffled dates: the newest are spread through the document.
        date_published: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % count) * 60_000).toISOString(),
      })),
    });

  it('reads only the newest maxItems entries and counts the rest as left out', () => {
    const parsed = parseFeedDocument(jsonFeed(500), 'http://127.0.0.1/feed.json', new Date('2026-11-01'), {
      maxItems: 200,
      maxItemChars: 100_000,
    });
    expect(parsed.items).toHaveLength(200);
    expect(parsed.leftOut).toBe(300);
    const oldestKept = Math.min(...parsed.items.map((item) => item.publishedAt.getTime()));
    expect(oldestKept).toBe(Date.UTC(2026, 0, 1) + 300 * 60_000);
  });

  it('cuts an entry’s text at maxItemChars', () => {
    const parsed = parseFeedDocument(
      jsonFeed(1, 'word '.repeat(50_000)),
      'http://127.0.0.1/feed.json',
      undefined,
      {
        maxItems: 200,
        maxItemChars: 5_000,
      },
    );
    expect(parsed.items[0]!.contentHtml.length).toBeLessThanOrEqual(5_000);
  });
});
