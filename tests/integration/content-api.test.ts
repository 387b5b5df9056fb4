import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, fetch as fetchVia } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articles, articleSources, articleTags, profiles, tags } from '../../app/db/schema/content';
import { festivals } from '../../app/db/schema/festivals';
import { releases } from '../../app/db/schema/releases';
import { buildArticle, buildProfile, buildTag } from '../../app/db/seed/builders';
import { apiArticlesQuery, type ArticleFilter } from '../../app/domain/feeds/api-articles.server';
import { encodeCursor } from '../../app/domain/feeds/api-cursor';
import { listApiTags } from '../../app/domain/feeds/api-directory.server';
import { contentChanged } from '../../app/lib/content-version';
import {
  apiError,
  articleDocument,
  articleList,
  authorList,
  festivalList,
  releaseList,
  tagList,
} from '../../app/routes/api/schemas';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { insertBulkArticles, outerPlan, planOf, recordingDatabase } from './query-plans';

type List = { data: Record<string, unknown>[]; next_cursor: string | null };

const hour = 3_600_000;

// The API as `npm start` serves it (page cache on), on one database server: its queries are plain SQL
// over the same tables the pages read, and the EXPLAIN check below runs against that server too.
describe.each(testServers().slice(0, 1))('the Content API of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  const base = Date.now() - 30 * 24 * hour;
  const writer = buildProfile({ name: 'Ines Probe', handle: 'ines-probe', avatarUrl: '/images/ines.png' });
  const ghost = buildProfile({ name: 'Draft Only', handle: 'draft-only-writer' });
  const probe = buildTag('Api Probe', 'topic');
  const secret = buildTag('Secret Draft Artist', 'artist');
  // 23 published articles under one tag: five share one instant (ties go by id), six lie within one
  // millisecond (a cursor cut to milliseconds would repeat them), the rest an hour apart.
  const tagged = Array.from({ length: 23 }, (_, i) =>
    buildArticle({
      title: `Probe story ${i}`,
      category: i % 3 === 0 ? 'reviews' : 'news',
      publishedAt: new Date(i < 5 ? base : base + (i - 4) * hour),
      authorId: writer.id,
      coverImageUrl: i === 22 ? '/images/covers/cover-01.svg' : null,
    }),
  );
  const searchable = buildArticle({
    title: 'A report nobody else writes',
    content: '<p>The zyxquasar sequencer returns.</p>',
    publishedAt: new Date(base + 2 * hour),
  });
  const hidden = (['draft', 'in_review', 'rejected'] as const).map((status) =>
    buildArticle({ title: `Hidden ${status} probe`, status, authorId: ghost.id }),
  );

  const get = (path: string, init: { headers?: Record<string, string>; method?: string } = {}) =>
    fetch(`${app.url}/api/v1${path}`, init);
  const json = async <T = List>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (await response.json()) as T;
  };
  /** Every item of a list, following next_cursor page by page (from `cursor`, when given). */
  const walk = async (path: string, cursor: string | null = null) => {
    const items: Record<string, unknown>[] = [];
    let pages = 0;
    do {
      const url = new URL(path, 'http://api.test');
      if (cursor) url.searchParams.set('cursor', cursor);
      const page: List = await json(`${url.pathname}${url.search}`);
      items.push(...page.data);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { items, pages };
  };
  /** The ids of published articles with the probe tag, in the order the API promises. */
  const expectedOrder = async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `SELECT a.id FROM articles a JOIN article_tags x ON x.article_id = a.id
       WHERE x.tag_id = $1 AND a.status = 'published' ORDER BY a.published_at DESC, a.id DESC`,
      [probe.id],
    );
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false', API_RATE_LIMIT: '10000' });
    await database.db.insert(profiles).values([writer, ghost]);
    await database.db.insert(tags).values([probe, secret]);
    await database.db.insert(articles).values([...tagged, searchable, ...hidden]);
    await database.pool.query(
      `UPDATE articles SET published_at = $1::timestamptz + (interval '1 microsecond' * (100 + position))
       FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, position) WHERE articles.id = t.id`,
      [new Date(base + 100 * hour), tagged.slice(5, 11).map((article) => article.id)],
    );
    await database.db
      .insert(articleTags)
      .values([
        ...[...tagged, ...hidden].map((article) => ({ articleId: article.id, tagId: probe.id })),
        { articleId: hidden[0]!.id, tagId: secret.id },
      ]);
    await database.db.insert(articleSources).values([
      { articleId: tagged[22]!.id, name: 'Second Wire', url: 'http://127.0.0.1:9/b', position: 1 },
      { articleId: tagged[22]!.id, name: 'First Wire', url: 'http://127.0.0.1:9/a', position: 0 },
    ]);
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  it('pages through a list by cursor with every row once, in order, drafts never among them', async () => {
    const expected = await expectedOrder();
    expect(expected).toHaveLength(23);
    const { items, pages } = await walk(`/articles?tag=${probe.slug}&limit=4`);
    expect(pages).toBe(6);
    expect(items.map((item) => item.id)).toEqual(expected);
    for (const item of items) articleList.shape.data.element.parse(item);
  });

  it('keeps its place when articles are published between two pages', async () => {
    const first: List = await json(`/articles?tag=${probe.slug}&limit=5`);
    const expected = await expectedOrder();
    const newcomer = buildArticle({ title: 'Probe story published meanwhile', publishedAt: new Date() });
    await database.db.insert(articles).values(newcomer);
    await database.db.insert(articleTags).values({ articleId: newcomer.id, tagId: probe.id });
    const rest = await walk(`/articles?tag=${probe.slug}&limit=5`, first.next_cursor);
    expect([...first.data, ...rest.items].map((item) => item.id)).toEqual(expected);
    const again = await json(`/articles?tag=${probe.slug}&limit=1`);
    expect(again.data[0]?.id).toBe(newcomer.id);
  });

  it('filters by category, search words and time, and ignores parameters it does not know', async () => {
    const reviews = await walk(`/articles?tag=${probe.slug}&category=reviews&limit=3`);
    expect(reviews.items.length).toBe(tagged.filter((article) => article.category === 'reviews').length);
    expect(reviews.items.every((item) => item.category === 'reviews')).toBe(true);

    // Slugs are lower case; a tag typed as the site shows its name finds the same articles.
    const shouting = await json(`/articles?tag=${probe.slug.toUpperCase()}&limit=100`);
    expect(shouting.data.map((item) => item.id)).toEqual(await expectedOrder());

    const found = await json('/articles?q=zyxquasar&utm_source=newsletter');
    expect(found.data.map((item) => item.slug)).toEqual([searchable.slug]);

    const since = new Date(base + 10 * hour).toISOString();
    const recent = await walk(`/articles?tag=${probe.slug}&since=${encodeURIComponent(since)}&limit=7`);
    const { rows } = await database.pool.query<{ id: string }>(
      `SELECT a.id FROM articles a JOIN article_tags x ON x.article_id = a.id
       WHERE x.tag_id = $1 AND a.status = 'published' AND a.published_at >= $2
       ORDER BY a.published_at DESC, a.id DESC`,
      [probe.id, since],
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(tagged.length);
    expect(recent.items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
  });

  it('gives one article whole, with absolute links, and 404 for one that is unknown or unpublished', async () => {
    const article = tagged[22]!;
    const { data } = await json<z.infer<typeof articleDocument>>(`/articles/${article.slug}`);
    articleDocument.parse({ data });
    expect(data).toMatchObject({
      id: article.id,
      url: `${app.url}/news/${article.slug}`,
      body_html: article.content,
      cover_image: { url: `${app.url}/images/covers/cover-01.svg` },
      author: {
        handle: 'ines-probe',
        avatar_url: `${app.url}/images/ines.png`,
        url: `${app.url}/author/ines-probe`,
      },
      sources: [
        { name: 'First Wire', url: 'http://127.0.0.1:9/a' },
        { name: 'Second Wire', url: 'http://127.0.0.1:9/b' },
      ],
    });
    expect(data.tags).toContainEqual({
      name: 'Api Probe',
      slug: probe.slug,
      kind: 'topic',
      url: `${app.url}/tags/${probe.slug}`,
    });

    for (const path of [
      `/articles/${hidden[0]!.slug}`,
      '/articles/no-such-story',
      '/nothing-here',
      '/articles/a/b',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = apiError.parse(await response.json());
      expect(body.error.code).toBe('not_found');
    }
  });

  it('lists tags and authors of published articles only, with their counts', async () => {
    const tagItems = (await walk('/tags?limit=7')).items;
    tagList.shape.data.parse(tagItems);
    const slugs = tagItems.map((tag) => String(tag.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(tagItems.find((tag) => tag.slug === probe.slug)?.article_count).toBe(
      (await expectedOrder()).length,
    );
    expect(slugs).not.toContain(secret.slug);
    expect((await json('/tags?kind=artist&limit=100')).data.every((tag) => tag.kind === 'artist')).toBe(true);

    const authorItems = (await walk('/authors?limit=2')).items;
    authorList.shape.data.parse(authorItems);
    expect(authorItems.find((author) => author.handle === 'ines-probe')?.article_count).toBe(23);
    expect(authorItems.map((author) => author.handle)).not.toContain('draft-only-writer');
  });

  it('lists published releases and festivals with their filters, drafts never', async () => {
    const [draftRelease] = await database.db
      .insert(releases)
      .values({
        slug: 'draft-release-probe',
        title: 'Unreleased',
        artist: 'Nobody',
        label: 'None',
        releaseDate: '2026-01-01',
        genre: 'Techno',
      })
      .returning();
    const [draftFestival] = await database.db
      .insert(festivals)
      .values({
        slug: 'draft-festival-probe',
        name: 'Secret Fest',
        location: 'Nowhere',
        country: 'Nowhere',
        dateStart: '2030-01-01',
        dateEnd: '2030-01-02',
      })
      .returning();

    const allReleases = (await walk('/releases?limit=5')).items;
    releaseList.shape.data.parse(allReleases);
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS n FROM releases WHERE status = 'published'",
    );
    expect(allReleases).toHaveLength(rows[0].n);
    expect(allReleases.map((release) => release.id)).not.toContain(draftRelease!.id);
    const dates = allReleases.map((release) => String(release.release_date));
    expect(dates).toEqual([...dates].sort().reverse());
    const genre = String(allReleases[0]!.genre);
    const ofGenre = (await walk(`/releases?genre=${encodeURIComponent(genre.toUpperCase())}`)).items;
    expect(ofGenre.length).toBeGreaterThan(0);
    expect(ofGenre.every((release) => release.genre === genre)).toBe(true);

    const allFestivals = (await walk('/festivals?limit=2')).items;
    festivalList.shape.data.parse(allFestivals);
    expect(allFestivals.map((festival) => festival.id)).not.toContain(draftFestival!.id);
    const today = new Date().toISOString().slice(0, 10);
    const coming = (await walk(`/festivals?from=${today}`)).items;
    expect(coming.length).toBeLessThan(allFestivals.length);
    expect(coming.every((festival) => String(festival.date_end) >= today)).toBe(true);
  });

  it.each([
    ['/articles?limit=0', 'limit'],
    ['/articles?limit=101', 'limit'],
    ['/articles?limit=ten', 'limit'],
    ['/articles?category=opera', 'category'],
    ['/articles?since=yesterday', 'since'],
    ['/articles?since=2026-06-01', 'since'],
    ['/articles?cursor=not-a-cursor', 'cursor'],
    [`/articles?cursor=${encodeCursor('tags', ['techno'])}`, 'cursor'],
    ['/tags?kind=planet', 'kind'],
    ['/releases?to=soon', 'to'],
    ['/festivals?from=2026-13-01', 'from'],
    // ISO 8601 has a year 0000; PostgreSQL does not, and must never be asked.
    ['/articles?since=0000-01-01T00:00:00Z', 'since'],
    ['/articles?since=1000-01-01T00:30:00%2B01:00', 'since'],
    ['/releases?from=0000-01-01', 'from'],
    ['/festivals?to=0000-12-31', 'to'],
    [`/articles?cursor=${encodeCursor('articles', ['0000-01-01T00:00:00.000000Z', randomUUID()])}`, 'cursor'],
    [`/releases?cursor=${encodeCursor('releases', ['0000-01-01', randomUUID()])}`, 'cursor'],
  ])('refuses %s with a 400 that names %s', async (path, parameter) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { error } = apiError.parse(await response.json());
    expect(error).toMatchObject({ code: 'invalid_parameter', parameter });
    expect(error.message).toContain(`"${parameter}"`);
  });

  it('sends a validator and cache headers, answers 304 while unchanged, and is never kept by the page cache', async () => {
    const path = `/articles?tag=${probe.slug}&limit=3`;
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('ratelimit-limit')).toBe('10000');
    expect(first.headers.get('x-cache')).toBeNull();

    const unchanged = await get(path, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    await database.pool.query('UPDATE articles SET title = $1 WHERE id = $2', [
      'Retitled probe',
      (await expectedOrder())[0],
    ]);
    const changed = await get(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.headers.get('x-cache')).toBeNull();
  });

  it('is read-only, and answers CORS preflights', async () => {
    const post = await get('/articles', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(apiError.parse(await post.json()).error.code).toBe('method_not_allowed');
    const preflight = await get('/articles', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.test' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
  });

  it('describes every route under api/v1 in its OpenAPI document, and the answers match it', async () => {
    const document = await json<{
      openapi: string;
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    }>('/openapi.json');
    expect(document.openapi).toBe('3.1.0');
    const routes = [...readFileSync('app/routes.ts', 'utf8').matchAll(/route\('api\/v1\/([^']+)'/g)].map(
      (match) => `/${match[1]!.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(document.paths).sort()).toEqual([...routes].sort());
    expect(document.paths['/articles']!.get.parameters.map((p) => p.name).sort()).toEqual([
      'category',
      'cursor',
      'limit',
      'q',
      'since',
      'tag',
    ]);
    // Every reference points at something the document holds.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/([\w-]+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    for (const [, kind, name] of refs)
      expect(
        (document.components as Record<string, Record<string, unknown>>)[kind!]?.[name!],
        `${kind}/${name}`,
      ).toBeDefined();

    const answers: [string, z.ZodType][] = [
      ['/articles?limit=100', articleList],
      [`/articles/${tagged[3]!.slug}`, articleDocument],
      ['/tags?limit=100', tagList],
      ['/authors?limit=100', authorList],
      ['/releases?limit=100', releaseList],
      ['/festivals?limit=100', festivalList],
    ];
    for (const [path, schema] of answers) {
      const result = schema.safeParse(await json(path));
      expect(result.error?.issues, path).toBeUndefined();
    }
  });

  describe('with a small rate limit', () => {
    let limited: SpawnedProcess;

    beforeAll(async () => {
      limited = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false', API_RATE_LIMIT: '3' });
    });

    afterAll(() => {
      if (limited?.child.exitCode === null) limited.child.kill('SIGKILL');
    });

    it('refuses a client past it with 429, Retry-After and RateLimit fields, counting every request', async () => {
      const path = `${limited.url}/api/v1/tags?limit=1`;
      const remaining: (string | null)[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-cache')).toBeNull();
        remaining.push(response.headers.get('ratelimit-remaining'));
      }
      expect(remaining).toEqual(['2', '1', '0']);

      const refused = await fetch(path);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
      expect(refused.headers.get('ratelimit-limit')).toBe('3');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('ratelimit-policy')).toBe('3;w=60');
      const { error } = apiError.parse(await refused.json());
      expect(error.code).toBe('rate_limited');
      expect(error.message).toContain('3 requests a minute');

      // Another client (another loopback address) has its own allowance.
      const other = await fetchVia(path, { dispatcher: new Agent({ localAddress: '127.0.0.2' }) });
      expect(other.status).toBe(200);
    });
  });
});

// The API's queries on tables of tens of thousands of articles, EXPLAINed with PostgreSQL's default settings
// (as the site's connections have them): on a few rows any plan is cheap, and turning sequential scans or
// sorts off would only show that an index could be used, not that it is.
describe.each(testServers())('the Content API on a full table on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    await insertBulkArticles(database.pool, { articles: 30_000, authors: 100, tags: 300 });
  });

  const plan = async (filter: Omit<ArticleFilter, 'limit'>) => {
    const { sql, params } = apiArticlesQuery(database.db, { ...filter, limit: 20 }).toSQL();
    return outerPlan(await planOf(database.pool, { sql, params }));
  };
  const newestKey = async () => {
    const { rows } = await database.pool.query<{ published_at: string; id: string }>(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS published_at, id
       FROM articles WHERE status = 'published' ORDER BY published_at DESC, id DESC OFFSET 100 LIMIT 1`,
    );
    return { publishedAt: rows[0]!.published_at, id: rows[0]!.id };
  };

  it('reads the listing from its index in order, from the cursor on', async () => {
    const listing = await plan({ after: await newestKey() });
    expect(listing).toMatch(/Index Scan using articles_published_idx on articles/);
    expect(listing).toMatch(/Index Cond: \(ROW\(published_at, id\) </);
    // The tags' own ORDER BY sorts inside their subquery (cut off here); the listing itself must not sort.
    expect(listing).not.toMatch(/\bSort\b/);
  });

  it("reads a tag's articles without reading every article", async () => {
    const listing = await plan({ tag: 'bulk-tag-7', after: await newestKey() });
    expect(listing).not.toMatch(/Seq Scan on (articles|article_tags)/);
    expect(listing).toMatch(/articles_published_idx|article_tags_tag_idx/);
  });

  it('reads a common word newest first, and a rare one from the search indexes', async () => {
    const common = await plan({ q: 'story' });
    expect(common).toMatch(/Index Scan using articles_published_idx on articles/);
    expect(common).not.toMatch(/\bSort\b|Seq Scan on articles/);
    const rare = await plan({ q: 'zeppelin' });
    expect(rare).toMatch(/Bitmap Index Scan on articles_search_idx/);
    expect(rare).not.toMatch(/Seq Scan on articles/);
  });

  it('lists tags without counting those past the page, and remembers the page until content changes', async () => {
    const recording = recordingDatabase(database.pool);
    const first = await listApiTags(recording.db, { limit: 5 });
    expect(first.items.map((tag) => tag.slug)).toEqual([
      'bulk-tag-1',
      'bulk-tag-10',
      'bulk-tag-100',
      'bulk-tag-101',
      'bulk-tag-102',
    ]);
    const statement = recording.statements[0]!;
    const listing = await planOf(database.pool, statement);
    // The page is cut first (tags in slug order, under a Limit), then its tags' articles are counted in one
    // pass: no count per tag, and none of a tag past the page.
    expect(listing).toMatch(/Index Scan using tags_slug_unique on tags/);
    expect(listing.indexOf('Limit')).toBeGreaterThan(listing.indexOf('Aggregate'));
    expect(listing).not.toMatch(/SubPlan|Seq Scan on articles/);

    // The same page again is not read again, though its counts changed, until published content changes.
    const { rows } = await database.pool.query<{ id: string }>(
      "SELECT id FROM articles WHERE slug = 'bulk-story-1' AND status = 'published'",
    );
    const retagged = await database.pool.query(
      `INSERT INTO article_tags (article_id, tag_id) SELECT $1, id FROM tags WHERE slug = 'bulk-tag-1'
       ON CONFLICT DO NOTHING`,
      [rows[0]!.id],
    );
    expect(retagged.rowCount).toBe(1);
    expect(await listApiTags(recording.db, { limit: 5 })).toBe(first);
    expect(recording.statements).toHaveLength(1);
    contentChanged();
    const fresh = await listApiTags(recording.db, { limit: 5 });
    expect(recording.statements).toHaveLength(2);
    expect(fresh.items[0]!.articleCount).toBe(first.items[0]!.articleCount + 1);
  });
});
