import { beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  articleSources,
  articleTags,
  articleViews,
  profiles,
  tags,
} from '../../app/db/schema/content';
import { buildArticle, buildProfile, buildTag } from '../../app/db/seed/builders';
import { insertRows } from '../../app/db/seed/seed.server';
import { recordArticleView } from '../../app/domain/articles/article-views.server';
import {
  getPublishedArticle,
  listLatestArticles,
  listPublishedArticles,
} from '../../app/domain/articles/article-reads.server';
import { listRelatedArticles } from '../../app/domain/articles/related-articles.server';
import { getTagPage } from '../../app/domain/articles/tag-pages.server';
import { contentChanged } from '../../app/lib/content-version';
import { testServers, useTestDatabase } from '../support/test-database';

const hour = 3_600_000;
const base = Date.UTC(2026, 5, 1);

describe.each(testServers())('articles on $name', (server) => {
  const database = useTestDatabase(server);
  const author = buildProfile({ name: 'Mara Keller', handle: 'mara' });
  const techno = buildTag('Techno', 'genre');
  const house = buildTag('House', 'genre');
  // 30 published news articles, 5 tech articles, a draft and one about acid techno.
  const news = Array.from({ length: 30 }, (_, i) =>
    buildArticle({
      title: `Club news number ${i}`,
      category: 'news',
      publishedAt: new Date(base + i * hour),
      views: i % 7,
      authorId: author.id,
    }),
  );
  const tech = Array.from({ length: 5 }, (_, i) =>
    buildArticle({
      title: `Synth review ${i}`,
      category: 'tech',
      publishedAt: new Date(base + (40 + i) * hour),
      views: 100 + i,
    }),
  );
  const draft = buildArticle({ title: 'Unpublished acid scoop', status: 'draft', publishedAt: null });
  const acid = buildArticle({
    title: 'The return of acid techno',
    content: '<p>Squelching 303 lines are back in Berlin clubs.</p>',
    category: 'analysis',
    publishedAt: new Date(base + 50 * hour),
    authorId: author.id,
  });

  beforeAll(async () => {
    await database.db.insert(profiles).values(author);
    await insertRows(database.db, articles, [...news, ...tech, draft, acid]);
    await database.db.insert(tags).values([techno, house]);
    await database.db.insert(articleTags).values([
      { articleId: acid.id, tagId: techno.id },
      { articleId: tech[0]!.id, tagId: techno.id },
      { articleId: news[0]!.id, tagId: house.id },
      { articleId: draft.id, tagId: techno.id },
    ]);
    await database.db.insert(articleSources).values([
      { articleId: acid.id, name: 'Second outlet', url: 'http://127.0.0.1:9/b', position: 1 },
      { articleId: acid.id, name: 'First outlet', url: 'http://127.0.0.1:9/a', position: 0 },
    ]);
  });

  it('lists published articles newest first in pages of 12, never drafts', async () => {
    const page1 = await listPublishedArticles(database.db, {
      search: '',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(page1.total).toBe(36);
    expect(page1.items).toHaveLength(12);
    expect(page1.hasMore).toBe(true);
    expect(page1.items[0]?.title).toBe('The return of acid techno');
    expect(page1.items.map((item) => item.title)).not.toContain(draft.title);
    const page3 = await listPublishedArticles(database.db, {
      search: '',
      category: 'all',
      sort: 'newest',
      page: 3,
    });
    expect(page3.items).toHaveLength(36);
    expect(page3.hasMore).toBe(false);
  });

  it('filters by category and sorts oldest and most popular', async () => {
    const techList = await listPublishedArticles(database.db, {
      search: '',
      category: 'tech',
      sort: 'popular',
      page: 1,
    });
    expect(techList.items.map((item) => item.title)).toEqual([
      'Synth review 4',
      'Synth review 3',
      'Synth review 2',
      'Synth review 1',
      'Synth review 0',
    ]);
    const oldest = await listPublishedArticles(database.db, {
      search: '',
      category: 'news',
      sort: 'oldest',
      page: 1,
    });
    expect(oldest.items[0]?.title).toBe('Club news number 0');
  });

  it.each(['newest', 'oldest', 'popular'] as const)(
    'gives the prepared first page of every category, sorted %s, as the list built for any other page',
    async (sort) => {
      const first = await listPublishedArticles(database.db, { search: '', category: 'all', sort, page: 1 });
      const twoPages = await listPublishedArticles(database.db, {
        search: '',
        category: 'all',
        sort,
        page: 2,
      });
      expect(first.total).toBe(twoPages.total);
      expect(first.items).toEqual(twoPages.items.slice(0, first.items.length));
      expect(first.items).toHaveLength(12);
    },
  );

  it('searches title and body text, case-insensitively, and treats wildcards literally', async () => {
    const byBody = await listPublishedArticles(database.db, {
      search: 'squelching',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(byBody.items.map((item) => item.title)).toEqual(['The return of acid techno']);
    const byTitle = await listPublishedArticles(database.db, {
      search: 'ACID',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(byTitle.items.map((item) => item.title)).toEqual(['The return of acid techno']);
    const wildcard = await listPublishedArticles(database.db, {
      search: '%',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(wildcard.total).toBe(0);
  });

  it('keeps drafts out of search until they are published', async () => {
    const vectorOf = async (id: string) =>
      (
        await database.pool.query<{ vector: string | null }>(
          'SELECT search_vector::text AS vector FROM articles WHERE id = $1',
          [id],
        )
      ).rows[0]?.vector;
    expect(await vectorOf(draft.id)).toBeNull();
    expect(await vectorOf(acid.id)).toContain('squelch');
    const scoop = buildArticle({
      title: 'Unpublished scoop on modular rigs',
      status: 'draft',
      publishedAt: null,
    });
    await insertRows(database.db, articles, [scoop]);
    const search = { search: 'modular', category: 'all', sort: 'newest', page: 1 } as const;
    expect((await listPublishedArticles(database.db, search)).total).toBe(0);
    await database.pool.query(
      "UPDATE articles SET status = 'published', published_at = now() WHERE id = $1",
      [scoop.id],
    );
    expect((await listPublishedArticles(database.db, search)).items.map((item) => item.title)).toEqual([
      'Unpublished scoop on modular rigs',
    ]);
    await database.pool.query('DELETE FROM articles WHERE id = $1', [scoop.id]);
  });

  it("remembers a list's total until published content changes, and counts a search's anew", async () => {
    const techList = { search: '', category: 'tech', sort: 'newest', page: 1 } as const;
    expect((await listPublishedArticles(database.db, techList)).total).toBe(5);
    const extra = buildArticle({
      title: 'Drum machine roundup',
      category: 'tech',
      publishedAt: new Date(base),
    });
    await insertRows(database.db, articles, [extra]);
    // Publishing tells the process (a content-change notice); until then the list keeps its total…
    expect((await listPublishedArticles(database.db, techList)).total).toBe(5);
    // …while a search counts what it finds each time.
    const search = { search: 'roundup', category: 'tech', sort: 'newest', page: 1 } as const;
    expect((await listPublishedArticles(database.db, search)).total).toBe(1);
    contentChanged();
    const after = await listPublishedArticles(database.db, techList);
    expect(after.total).toBe(6);
    expect(after.items).toHaveLength(6);
    await database.pool.query('DELETE FROM articles WHERE id = $1', [extra.id]);
    contentChanged();
    expect((await listPublishedArticles(database.db, techList)).total).toBe(5);
  });

  it('reads one published article with author, tags and ordered sources', async () => {
    const detail = await getPublishedArticle(database.db, acid.slug);
    expect(detail?.author).toMatchObject({ name: 'Mara Keller', handle: 'mara' });
    expect(detail?.tags).toEqual([{ name: 'Techno', slug: 'techno', kind: 'genre' }]);
    expect(detail?.sources.map((source) => source.name)).toEqual(['First outlet', 'Second outlet']);
    expect(await getPublishedArticle(database.db, draft.slug)).toBeUndefined();
    expect(await getPublishedArticle(database.db, 'no-such-article')).toBeUndefined();
  });

  it('relates articles by shared tags first, then category', async () => {
    const related = await listRelatedArticles(database.db, { id: acid.id, category: 'analysis' }, 3);
    expect(related[0]?.title).toBe('Synth review 0');
    expect(related.map((item) => item.id)).not.toContain(acid.id);
    expect(related.map((item) => item.id)).not.toContain(draft.id);
  });

  it('lists a tag page with published articles only', async () => {
    const page = await getTagPage(database.db, 'techno', 10);
    expect(page?.total).toBe(2);
    expect(page?.items.map((item) => item.title)).toEqual(['The return of acid techno', 'Synth review 0']);
    expect(await getTagPage(database.db, 'polka', 10)).toBeUndefined();
  });

  it('counts a view once per visitor per day and stores no address', async () => {
    const article = news[5]!;
    const visitor = { clientIp: '203.0.113.7' };
    const day1 = new Date('2026-06-02T10:00:00Z');
    expect(await recordArticleView(database.db, article.slug, visitor, day1)).toBe(true);
    expect(
      await recordArticleView(database.db, article.slug, visitor, new Date('2026-06-02T22:00:00Z')),
    ).toBe(false);
    expect(
      await recordArticleView(database.db, article.slug, { ...visitor, clientIp: '203.0.113.8' }, day1),
    ).toBe(true);
    expect(
      await recordArticleView(database.db, article.slug, visitor, new Date('2026-06-03T08:00:00Z')),
    ).toBe(true);
    const detail = await getPublishedArticle(database.db, article.slug);
    expect(detail?.views).toBe(article.views! + 3);
    const stored = await database.db.select().from(articleViews);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    // Hashes of the same visitor differ between days, so no identity spans days.
    const hashes = stored.filter((row) => row.articleId === article.id).map((row) => row.visitorHash);
    expect(new Set(hashes).size).toBe(3);
  });

  it('gives the latest three for the home page', async () => {
    const latest = await listLatestArticles(database.db, 3);
    expect(latest.map((item) => item.title)).toEqual([
      'The return of acid techno',
      'Synth review 4',
      'Synth review 3',
    ]);
  });
});
