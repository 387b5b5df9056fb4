import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../app/db/seed/builders';
import { articles } from '../../app/db/schema/content';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});

type UrlSet = { urlset: { url: { loc: string; lastmod?: string; 'news:news'?: Record<string, unknown> }[] } };
type SitemapIndex = { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } };

// Served as `npm start` serves them, on one database server: the queries are plain and tested by the pages.
describe.each(testServers().slice(0, 1))('robots.txt and the sitemaps on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const publishedAt = new Date(Date.now() - 3_600_000);
  const fresh = buildArticle({ title: 'Basement raves return to Leeds & Sheffield <tonight>', publishedAt });
  const draft = buildArticle({ title: 'A draft nobody may find', status: 'draft' });

  beforeAll(async () => {
    // Started first, so the demo fills the empty database (with tags and authors) before these are added.
    app = await startServe({ DATABASE_URL: database.url, SITE_NAME: 'Night Desk' });
    await database.db.insert(articles).values([fresh, draft]);
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const xml = async <T>(path: string): Promise<T> => {
    const response = await fetch(path.startsWith('http') ? path : `${app.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return parser.parse(await response.text()) as T;
  };

  it('lets crawlers read every page but search, and points them at the sitemap', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /search\n');
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it('indexes every part, each of which lists only absolute URLs of pages that answer', async () => {
    const index = await xml<SitemapIndex>('/sitemap.xml');
    const parts = index.sitemapindex.sitemap.map((part) => part.loc);
    expect(parts.slice(0, 10)).toEqual(
      [
        'pages',
        'news',
        'tags',
        'authors',
        'releases',
        'festivals',
        'reviews',
        'interviews',
        'charts',
        'newsletter',
      ].map((name) => `${app.url}/sitemaps/${name}.xml`),
    );
    const month = publishedAt.toISOString().slice(0, 7);
    expect(parts).toContain(`${app.url}/sitemaps/articles-${month}.xml`);

    const listed: string[] = [];
    for (const part of parts) {
      const { urlset } = await xml<UrlSet>(part);
      expect(urlset.url.length).toBeGreaterThan(0);
      for (const entry of urlset.url) {
        expect(entry.loc.startsWith(`${app.url}/`)).toBe(true);
        if (entry.lastmod) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
        listed.push(entry.loc);
      }
    }
    expect(listed).toContain(`${app.url}/news/${fresh.slug}`);
    expect(listed).toContain(`${app.url}/festivals`);
    expect(listed.some((url) => url.startsWith(`${app.url}/tags/`))).toBe(true);
    expect(listed.some((url) => url.startsWith(`${app.url}/author/`))).toBe(true);
    expect(listed).not.toContain(`${app.url}/news/${draft.slug}`);
    // A sample of every kind answers 200 (a sitemap must not send crawlers to 404s).
    const sections = [
      '/releases/',
      '/festivals/',
      '/reviews/',
      '/interviews/',
      '/charts/',
      '/newsletter/editions/',
    ];
    for (const prefix of ['/news/', '/tags/', '/author/', '/festivals', '/gear-deals', ...sections]) {
      const url = listed.find((entry) => entry.startsWith(`${app.url}${prefix}`))!;
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('gives Google News the last two days, with publication, language, date and title', async () => {
    const { urlset } = await xml<UrlSet>('/sitemaps/news.xml');
    const entry = urlset.url.find((url) => url.loc === `${app.url}/news/${fresh.slug}`);
    expect(entry?.['news:news']).toEqual({
      'news:publication': { 'news:name': 'Night Desk', 'news:language': 'en' },
      'news:publication_date': publishedAt.toISOString(),
      // Escaped in the document, or it would not have parsed; read back as it was written.
      'news:title': fresh.title,
    });
    for (const url of urlset.url) {
      const date = Date.parse(String((url['news:news'] as Record<string, unknown>)['news:publication_date']));
      expect(Date.now() - date).toBeLessThanOrEqual(48 * 3_600_000);
    }
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const path of [
      '/sitemaps/articles-1999-01.xml',
      '/sitemaps/articles-2026-13.xml',
      '/sitemaps/nope.xml',
    ]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${app.url}/sitemaps/pages`)).status).toBe(404);
  });
});
