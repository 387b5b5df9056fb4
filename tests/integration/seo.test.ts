import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, profiles, tags } from '../../app/db/schema/content';
import { buildArticle, buildProfile, buildTag } from '../../app/db/seed/builders';
import { jsonLdOf, linkTags, metaContent, titleOf } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every public page a reader can land on (lists, sections, written pages), by path. */
const publicPages = [
  '/',
  '/news',
  '/news?category=tech',
  '/search',
  '/releases',
  '/festivals',
  '/tech',
  '/reviews',
  '/interviews',
  '/charts',
  '/submit',
  '/newsletter',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

// Pages as `npm start` serves them, read as a search engine reads them: meta tags, canonical links and
// JSON-LD, each script parsed.
describe.each(testServers().slice(0, 1))('SEO of the public pages on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const author = buildProfile({ name: 'Seo Writer', handle: 'seo-writer' });
  const tag = buildTag('Paged Techno', 'genre');
  // 13 tagged articles: two pages of 12.
  const paged = Array.from({ length: 13 }, (_, i) =>
    buildArticle({
      title: `Paged techno story ${i}`,
      publishedAt: new Date(Date.now() - (i + 1) * 60_000),
      authorId: author.id,
      coverImageUrl: '/images/covers/paged.jpg',
    }),
  );
  const story = paged[0]!;
  // A headline that closes the JSON-LD's script element and opens one of its own, were it written raw.
  const hostile = buildArticle({
    title: 'Breaking </script><script>alert(1)</script> news',
    publishedAt: new Date(Date.now() - 30 * 60_000),
  });

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, SITE_NAME: 'Night Desk' });
    await database.db.insert(profiles).values(author);
    await database.db.insert(articles).values([...paged, hostile]);
    await database.db.insert(tags).values(tag);
    await database.db.insert(articleTags).values(paged.map((a) => ({ articleId: a.id, tagId: tag.id })));
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const page = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const canonicalOf = (html: string) => linkTags(html).find((link) => link.rel === 'canonical')?.href;
  const breadcrumbOf = (html: string) =>
    jsonLdOf(html).find((ld) => ld['@type'] === 'BreadcrumbList') as Ld | undefined;

  /** What every page has: title, description, canonical URL, Open Graph and Twitter card, valid JSON-LD. */
  function expectSeo(html: string, path: string) {
    expect(titleOf(html), path).toMatch(/\S.* \| Night Desk$|^Night Desk$/);
    expect(metaContent(html, 'description')?.length, path).toBeGreaterThan(20);
    const canonical = canonicalOf(html);
    expect(canonical?.startsWith(`${app.url}/`), path).toBe(true);
    expect(metaContent(html, 'og:url'), path).toBe(canonical);
    for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:card'])
      expect(metaContent(html, key), `${path} ${key}`).toBeTruthy();
    expect(metaContent(html, 'twitter:title'), path).toBe(metaContent(html, 'og:title'));
    expect(metaContent(html, 'twitter:description'), path).toBe(metaContent(html, 'og:description'));
    // Every script is JSON (jsonLdOf throws otherwise) and names its schema.
    for (const ld of jsonLdOf(html)) expect(ld['@context'], path).toBe('https://schema.org');
  }

  /** A page that shows a breadcrumb describes it: Home first, the page itself last at its canonical URL. */
  function expectBreadcrumb(html: string, path: string) {
    const shown = html.includes('aria-label="Breadcrumb"');
    const list = breadcrumbOf(html);
    expect(Boolean(list), `${path} shows a breadcrumb: ${shown}`).toBe(shown);
    if (!list) return;
    const items = list.itemListElement as Ld[];
    expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${app.url}/` });
    expect(items.at(-1)?.item, path).toBe(canonicalOf(html));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  }

  it.each(publicPages)(
    '%s has its title, description, canonical URL, social cards and breadcrumb',
    async (path) => {
      const html = await page(path);
      expectSeo(html, path);
      expectBreadcrumb(html, path);
    },
  );

  it('describes an article as a NewsArticle with its author, dates, image and publisher', async () => {
    const html = await page(`/news/${story.slug}`);
    expectSeo(html, story.slug);
    expectBreadcrumb(html, story.slug);
    const canonical = `${app.url}/news/${story.slug}`;
    expect(canonicalOf(html)).toBe(canonical);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe(`${app.url}/images/covers/paged.jpg`);
    expect(metaContent(html, 'twitter:image')).toBe(`${app.url}/images/covers/paged.jpg`);
    const articlesLd = jsonLdOf(html).filter((ld) => ld['@type'] === 'NewsArticle') as Ld[];
    expect(articlesLd).toHaveLength(1);
    expect(articlesLd[0]).toMatchObject({
      headline: story.title,
      datePublished: story.publishedAt!.toISOString(),
      dateModified: expect.any(String),
      image: [`${app.url}/images/covers/paged.jpg`],
      author: [{ '@type': 'Person', name: 'Seo Writer', url: `${app.url}/author/seo-writer` }],
      publisher: { '@type': 'Organization', name: 'Night Desk' },
      mainEntityOfPage: { '@id': canonical },
    });
    expect(Number.isNaN(Date.parse(articlesLd[0]!.dateModified))).toBe(false);
    const crumbs = (breadcrumbOf(html)!.itemListElement as Ld[]).map((item) => item.name);
    expect(crumbs).toEqual(['Home', 'News', story.title]);
  });

  it("keeps an article's title inside its JSON-LD, however it tries to close the script", async () => {
    const html = await page(`/news/${hostile.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    // A script element ends at the first "</script" in it: were the title written raw, the head's JSON-LD
    // would end there and fail to parse (jsonLdOf throws), and the rest would run as a script of its own.
    const newsArticle = jsonLdOf(head).find((ld) => ld['@type'] === 'NewsArticle') as Ld;
    expect(newsArticle.headline).toBe(hostile.title);
    // No script element of the title's making anywhere in the document (the page's data for hydration
    // carries the title too, escaped by React Router as the head's JSON-LD is).
    const elements = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script/gi)];
    expect(elements.filter(([, body]) => body!.trim() === 'alert(1)')).toEqual([]);
    expect(html).not.toMatch(/<script>alert\(1\)/i);
  });

  it('describes the site on the home page: Organization, and WebSite with a search box', async () => {
    const ld = jsonLdOf(await page('/')) as Ld[];
    expect(ld.find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: 'Night Desk',
      url: `${app.url}/`,
    });
    expect(ld.find((item) => item['@type'] === 'WebSite')).toMatchObject({
      url: `${app.url}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${app.url}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('gives tag and author pages their own canonical URL per page, linked by rel=prev and next', async () => {
    for (const base of ['/tags/paged-techno', '/author/seo-writer']) {
      const first = await page(base);
      expectSeo(first, base);
      expectBreadcrumb(first, base);
      expect(canonicalOf(first)).toBe(`${app.url}${base}`);
      const links = linkTags(first);
      expect(links.find((link) => link.rel === 'next')?.href).toBe(`${app.url}${base}?page=2`);
      expect(links.some((link) => link.rel === 'prev')).toBe(false);

      const second = await page(`${base}?page=2`);
      expect(canonicalOf(second)).toBe(`${app.url}${base}?page=2`);
      expect(linkTags(second).find((link) => link.rel === 'prev')?.href).toBe(`${app.url}${base}`);
      expect(titleOf(second)).toMatch(/\(page 2\) \| Night Desk$/);
      // A malformed page is page 1; a page past the end does not exist.
      expect(canonicalOf(await page(`${base}?page=abc`))).toBe(`${app.url}${base}`);
      expect((await fetch(`${app.url}${base}?page=3`)).status).toBe(404);
    }
  });

  it('sends each alias to its one canonical URL with a 301, keeping the query string', async () => {
    for (const [alias, target] of [
      ['/about-us', '/about'],
      ['/privacy-policy', '/privacy'],
      ['/terms-of-service', '/terms'],
    ]) {
      const response = await fetch(`${app.url}${alias}?ref=footer&x=1`, { redirect: 'manual' });
      expect(response.status, alias).toBe(301);
      expect(response.headers.get('location')).toBe(`${app.url}${target}?ref=footer&x=1`);
      const plain = await fetch(`${app.url}${alias}`, { redirect: 'manual' });
      expect(plain.headers.get('location')).toBe(`${app.url}${target}`);
    }
  });
});
