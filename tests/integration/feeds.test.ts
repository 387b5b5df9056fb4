import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, profiles, tags } from '../../app/db/schema/content';
import { buildArticle, buildProfile, buildTag } from '../../app/db/seed/builders';
import { parseFeedDocument, type ParsedFeed } from '../../app/domain/newsroom/parse/parse-feed';
import { linkTags } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const formats = [
  { file: 'rss.xml', format: 'rss', type: 'application/rss+xml; charset=utf-8' },
  { file: 'atom.xml', format: 'atom', type: 'application/atom+xml; charset=utf-8' },
  { file: 'feed.json', format: 'json', type: 'application/feed+json; charset=utf-8' },
] as const;

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Each entry's category and tags, from feedsmith's own shape of the document: the crawler's parser reads
 * categories by name, and Atom names them in `term` and `label`.
 */
function categoriesOf(format: string, feed: Raw): string[][] {
  const items: Raw[] = (format === 'atom' ? feed.entries : feed.items) ?? [];
  return items.map((item) =>
    format === 'json' ? item.tags : item.categories.map((category: Raw) => category.label ?? category.name),
  );
}

/** The self link each format writes, read from feedsmith's own shape of the document. */
function selfLink(format: string, feed: Raw): string | undefined {
  if (format === 'json') return feed.feed_url;
  const links: Raw[] = (format === 'rss' ? feed.atom?.links : feed.links) ?? [];
  return links.find((link) => link.rel === 'self')?.href;
}

// Served as `npm start` serves them, and read back with the crawler's own parser (feedsmith underneath): a
// feed Dropwire writes is one Dropwire itself can follow.
describe.each(testServers().slice(0, 1))('feeds out on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const writer = buildProfile({ name: 'Feed Writer', handle: 'feed-writer' });
  const tag = buildTag('Warehouse Acid', 'genre');
  // Whole seconds: RSS dates (RFC 822) carry no milliseconds.
  const now = Math.floor(Date.now() / 1000) * 1000;
  // Newer than every demo article, so they lead the site feed.
  const tagged = [
    buildArticle({
      title: 'Warehouse acid & <strobes> return to Leeds',
      category: 'tech',
      publishedAt: new Date(now - 60_000),
      authorId: writer.id,
      coverImageUrl: '/images/covers/warehouse.jpg',
      content: '<p>Read <a href="/tags/warehouse-acid">more acid</a>.</p>',
    }),
    buildArticle({ title: 'A second warehouse night', publishedAt: new Date(now - 120_000) }),
  ];
  const untagged = buildArticle({
    title: 'An untagged tech piece',
    category: 'tech',
    publishedAt: new Date(now - 300_000),
    authorId: writer.id,
  });
  const draft = buildArticle({ title: 'A draft warehouse scoop', status: 'draft', authorId: writer.id });

  beforeAll(async () => {
    // Started first, so the demo fills the empty database before these are added.
    app = await startServe({ DATABASE_URL: database.url, SITE_NAME: 'Night Desk' });
    await database.db.insert(profiles).values(writer);
    await database.db.insert(articles).values([...tagged, untagged, draft]);
    await database.db.insert(tags).values(tag);
    await database.db
      .insert(articleTags)
      .values([...tagged, draft].map((article) => ({ articleId: article.id, tagId: tag.id })));
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  /** A feed fetched and read twice: as the crawler reads it, and as feedsmith shapes its format. */
  async function read(path: string, type: string): Promise<{ parsed: ParsedFeed; raw: Raw; etag: string }> {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    const body = await response.text();
    return {
      parsed: parseFeedDocument(body, `${app.url}${path}`),
      raw: (parseFeed(body) as { feed: Raw }).feed,
      etag: response.headers.get('etag')!,
    };
  }

  it.each(formats)('serves the site feed as $file: absolute links, dates, newest first', async (feed) => {
    const { parsed, raw } = await read(`/${feed.file}`, feed.type);
    expect(parsed.format).toBe(feed.format);
    expect(parsed.title).toBe('Night Desk');
    expect(parsed.siteUrl).toBe(`${app.url}/`);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.dropped).toEqual([]);
    expect(selfLink(feed.format, raw)).toBe(`${app.url}/${feed.file}`);
    expect(parsed.items).toHaveLength(30);
    const [first] = parsed.items;
    expect(first).toMatchObject({
      url: `${app.url}/news/${tagged[0]!.slug}`,
      title: tagged[0]!.title,
      author: 'Feed Writer',
      imageUrl: `${app.url}/images/covers/warehouse.jpg`,
      dateMissing: false,
    });
    expect(first!.publishedAt.toISOString()).toBe(tagged[0]!.publishedAt!.toISOString());
    expect(categoriesOf(feed.format, raw)[0]).toEqual(['Tech', 'Warehouse Acid']);
    // Full content, its site links made absolute for readers away from the site.
    expect(first!.contentHtml).toContain(`href="${app.url}/tags/warehouse-acid"`);
    const times = parsed.items.map((item) => item.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of parsed.items) expect(item.url?.startsWith(`${app.url}/news/`)).toBe(true);
    expect(parsed.items.map((item) => item.title)).not.toContain(draft.title);
    // The entry's link is a page that answers.
    expect((await fetch(first!.url!)).status).toBe(200);
  });

  it.each(formats)("serves a tag's feed as $file with its published articles only", async (feed) => {
    const { parsed, raw } = await read(`/tags/warehouse-acid/${feed.file}`, feed.type);
    expect(parsed.title).toBe('#Warehouse Acid | Night Desk');
    expect(parsed.siteUrl).toBe(`${app.url}/tags/warehouse-acid`);
    expect(selfLink(feed.format, raw)).toBe(`${app.url}/tags/warehouse-acid/${feed.file}`);
    expect(parsed.items.map((item) => item.title)).toEqual(tagged.map((article) => article.title));
    for (const labels of categoriesOf(feed.format, raw)) expect(labels).toContain('Warehouse Acid');
  });

  it.each(formats)("serves an author's feed as $file", async (feed) => {
    const { parsed } = await read(`/author/feed-writer/${feed.file}`, feed.type);
    expect(parsed.title).toBe('Feed Writer | Night Desk');
    expect(parsed.siteUrl).toBe(`${app.url}/author/feed-writer`);
    expect(parsed.items.map((item) => item.title).sort()).toEqual([tagged[0]!.title, untagged.title].sort());
    for (const item of parsed.items) expect(item.author).toBe('Feed Writer');
  });

  it.each(formats)("serves a category's feed as $file with that category only", async (feed) => {
    const { parsed, raw } = await read(`/category/tech/${feed.file}`, feed.type);
    expect(parsed.title).toBe('Tech News | Night Desk');
    expect(parsed.siteUrl).toBe(`${app.url}/news?category=tech`);
    const titles = parsed.items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining([tagged[0]!.title, untagged.title]));
    expect(titles).not.toContain(tagged[1]!.title);
    for (const labels of categoriesOf(feed.format, raw)) expect(labels[0]).toBe('Tech');
  });

  it('answers 404 for a tag, an author or a category that does not exist', async () => {
    for (const path of [
      '/tags/no-such-tag/rss.xml',
      '/author/nobody-here/atom.xml',
      '/category/polka/feed.json',
      '/category/all/rss.xml',
    ]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(404);
    }
  });

  it('matches a tag written in capitals, as tag links are lower-cased', async () => {
    const { parsed } = await read('/tags/Warehouse-Acid/atom.xml', formats[1].type);
    expect(parsed.items).toHaveLength(2);
  });

  it('answers a repeated request with 304 while the feed is unchanged', async () => {
    for (const feed of formats) {
      const { etag } = await read(`/tags/warehouse-acid/${feed.file}`, feed.type);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(`${app.url}/tags/warehouse-acid/${feed.file}`, {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('announces the site feeds on every page and the scoped ones on tag, author and category pages', async () => {
    const alternates = async (path: string) => {
      const html = await (await fetch(`${app.url}${path}`)).text();
      // Sorted: the page's own (its meta) and the site's (root links) come in either order.
      return linkTags(html)
        .filter((link) => link.rel === 'alternate')
        .map((link) => `${link.type} ${link.href}`)
        .sort();
    };
    const site = [
      'application/rss+xml /rss.xml',
      'application/atom+xml /atom.xml',
      'application/feed+json /feed.json',
    ];
    const scoped = (folder: string) => site.map((line) => line.replace(' /', ` ${folder}/`));
    const sorted = (lines: string[]) => [...lines].sort();
    expect(await alternates('/')).toEqual(sorted(site));
    // The festivals list also announces its calendar.
    expect(await alternates('/festivals')).toEqual(sorted([...site, 'text/calendar /festivals.ics']));
    expect(await alternates('/releases')).toEqual(sorted(site));
    expect(await alternates('/news')).toEqual(sorted(site));
    expect(await alternates('/tags/warehouse-acid')).toEqual(
      sorted([...site, ...scoped('/tags/warehouse-acid')]),
    );
    expect(await alternates('/author/feed-writer')).toEqual(
      sorted([...site, ...scoped('/author/feed-writer')]),
    );
    expect(await alternates('/news?category=tech')).toEqual(sorted([...site, ...scoped('/category/tech')]));
  });
});
