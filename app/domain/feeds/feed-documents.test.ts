// The three renderers write the same entries; each document is read back with feedsmith, the parser the
// crawler uses, so what is checked is what a feed reader gets.
import { parseFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { renderAtom } from './feed-atom';
import type { FeedChannel, FeedEntry } from './feed-entry';
import { renderJsonFeed } from './feed-json';
import { renderRss } from './feed-rss';

const channel: FeedChannel = {
  title: '#Drum & Bass | Night <Desk>',
  description: 'News tagged "Drum & Bass".',
  pageUrl: 'https://x.test/tags/drum-and-bass',
  feedUrl: 'https://x.test/tags/drum-and-bass/FORMAT',
  siteName: 'Night <Desk>',
  iconUrl: 'https://x.test/favicon.svg',
  updatedAt: '2026-01-03T00:00:00.000Z',
};

const hostile: FeedEntry = {
  url: 'https://x.test/news/a?b=1&c=2',
  // Characters XML forbids (a control character, half of a surrogate pair), markup, an ampersand and the
  // end of a CDATA section.
  title: 'Drum & Bass <live>\u0001\uD83C ]]> tonight',
  summary: '"Quoted" & <b>not bold</b>',
  contentHtml: '<p>Full <a href="https://x.test/tags/dnb">story</a> &amp; more ]]></p>',
  publishedAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T09:00:00.000Z',
  author: { name: 'Mara & Co', url: 'https://x.test/author/mara' },
  categories: [
    { term: 'news', label: 'News' },
    { term: 'drum-and-bass', label: 'Drum & Bass' },
  ],
  imageUrl: 'https://x.test/images/a.jpg?w=1&h=2',
};
const plain: FeedEntry = {
  ...hostile,
  url: 'https://x.test/news/b',
  title: 'Second story',
  author: null,
  imageUrl: null,
  categories: [{ term: 'tech', label: 'Tech' }],
};

type Node = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (document: string) => parseFeed(document) as { format: string; feed: Node };
const cleanTitle = 'Drum & Bass <live> ]]> tonight';

describe.each([
  ['rss', renderRss],
  ['atom', renderAtom],
  ['json', renderJsonFeed],
] as const)('the %s document', (format, render) => {
  const document = render({ ...channel, feedUrl: channel.feedUrl.replace('FORMAT', format) }, [
    hostile,
    plain,
  ]);
  const { format: parsedFormat, feed } = read(document);
  const entries: Node[] = format === 'atom' ? feed.entries : feed.items;
  const text = (value: unknown) => (typeof value === 'object' && value ? (value as Node).value : value);

  it('parses as its own format, with every entry in order', () => {
    expect(parsedFormat).toBe(format);
    expect(entries).toHaveLength(2);
    expect(text(feed.title)).toBe('#Drum & Bass | Night <Desk>');
  });

  it('reads back the text as written, minus characters XML forbids', () => {
    expect(text(entries[0]!.title)).toBe(cleanTitle);
    expect(document).not.toContain('\u0001');
    expect(document).not.toMatch(/\uD83C|\\ud83c/i);
    const summary = text(entries[0]!.summary ?? entries[0]!.description);
    expect(summary).toBe('"Quoted" & <b>not bold</b>');
    const content =
      format === 'rss'
        ? entries[0]!.content.encoded
        : format === 'atom'
          ? entries[0]!.content.value
          : entries[0]!.content_html;
    expect(content).toBe(hostile.contentHtml);
  });

  it('links to itself, the page it follows and each entry', () => {
    const self = channel.feedUrl.replace('FORMAT', format);
    if (format === 'rss') {
      expect(feed.atom.links).toContainEqual(expect.objectContaining({ rel: 'self', href: self }));
      expect(feed.link).toBe(channel.pageUrl);
      expect(entries[0]!.link).toBe(hostile.url);
      expect(entries[0]!.guid.value).toBe(hostile.url);
    } else if (format === 'atom') {
      expect(feed.links).toContainEqual(expect.objectContaining({ rel: 'self', href: self }));
      expect(feed.links).toContainEqual(expect.objectContaining({ rel: 'alternate', href: channel.pageUrl }));
      expect(entries[0]!.id).toBe(hostile.url);
      expect(entries[0]!.links[0].href).toBe(hostile.url);
    } else {
      expect(feed.feed_url).toBe(self);
      expect(feed.home_page_url).toBe(channel.pageUrl);
      expect(entries[0]!.id).toBe(hostile.url);
      expect(entries[0]!.url).toBe(hostile.url);
    }
  });

  it('dates each entry, published and updated, and the feed itself', () => {
    const published =
      format === 'rss'
        ? entries[0]!.pubDate
        : format === 'atom'
          ? entries[0]!.published
          : entries[0]!.date_published;
    const updated =
      format === 'rss'
        ? entries[0]!.atom.updated
        : format === 'atom'
          ? entries[0]!.updated
          : entries[0]!.date_modified;
    expect(new Date(published).toISOString()).toBe(hostile.publishedAt);
    expect(new Date(updated).toISOString()).toBe(hostile.updatedAt);
    if (format === 'rss') expect(new Date(feed.lastBuildDate).toISOString()).toBe(channel.updatedAt);
    if (format === 'atom') expect(feed.updated).toBe(channel.updatedAt);
  });

  it('names the author where there is one, and the category and tags', () => {
    const authors = (entry: Node): string[] =>
      format === 'rss'
        ? (entry.dc?.creators ?? [])
        : (entry.authors ?? []).map((author: Node) => author.name);
    expect(authors(entries[0]!)).toEqual(['Mara & Co']);
    expect(authors(entries[1]!)).toEqual([]);
    const labels =
      format === 'json'
        ? entries[0]!.tags
        : entries[0]!.categories.map((category: Node) => category.label ?? category.name);
    expect(labels).toEqual(['News', 'Drum & Bass']);
  });

  it('carries the cover image when there is one', () => {
    const image =
      format === 'rss'
        ? entries[0]!.media?.contents?.[0]?.url
        : format === 'atom'
          ? entries[0]!.media?.thumbnails?.[0]?.url
          : entries[0]!.image;
    expect(image).toBe(hostile.imageUrl);
  });

  it('is still a feed when there is nothing in it yet', () => {
    const empty = read(render(channel, []));
    expect(empty.format).toBe(format);
    expect(format === 'atom' ? (empty.feed.entries ?? []) : (empty.feed.items ?? [])).toEqual([]);
  });
});

describe('the Atom document', () => {
  it('names the site as the feed author, as RFC 4287 asks when an entry has none', () => {
    const { feed } = read(renderAtom(channel, [plain]));
    expect(feed.authors).toEqual([{ name: 'Night <Desk>' }]);
  });
});

describe("a feed's language", () => {
  const german: FeedEntry = { ...plain, url: 'https://x.test/news/c', title: 'Neues Album', lang: 'de' };
  const site = { ...channel, language: 'nl' };

  it("states the site's language and marks an entry in another (decision 069)", () => {
    const atom = renderAtom(site, [plain, german]);
    expect(atom).toContain('xml:lang="nl"');
    expect(atom).toContain('<entry xml:lang="de">');
    expect(atom.match(/<entry xml:lang/g)).toHaveLength(1);
    const rss = renderRss(site, [plain, german]);
    expect(rss).toContain('<language>nl</language>');
    expect(rss.match(/<dc:language>de<\/dc:language>/g)).toHaveLength(1);
    const json = JSON.parse(renderJsonFeed(site, [plain, german])) as {
      language: string;
      items: { language?: string }[];
    };
    expect(json.language).toBe('nl');
    expect(json.items.map((item) => item.language)).toEqual([undefined, 'de']);
  });
});
