import { beforeAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../../app/lib/content-version';
import { articles, articleTags, profiles, tags } from '../../app/db/schema/content';
import { buildArticle, buildProfile, buildTag } from '../../app/db/seed/builders';
import { getAuthorPage } from '../../app/domain/articles/author-pages.server';
import { loadFeedArticles } from '../../app/domain/feeds/feed-articles.server';
import { getTagPage } from '../../app/domain/articles/tag-pages.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { recordingDatabase } from './query-plans';

const hour = 3_600_000;
const base = Date.UTC(2026, 5, 1);

// Paged tag and author pages, related tags and the feeds' scopes, read from a real database.
describe.each(testServers())('tags, authors and feed scopes on $name', (server) => {
  const database = useTestDatabase(server);
  const writer = buildProfile({ name: 'Lena Duarte', handle: 'lena' });
  const quiet = buildProfile({ name: 'Quiet Person', handle: 'quiet' });
  const [techno, berlin, acid, vinyl] = [
    buildTag('Techno', 'genre'),
    buildTag('Berlin', 'topic'),
    buildTag('Acid', 'genre'),
    buildTag('Vinyl', 'topic'),
  ];
  // 25 techno articles by Lena, newest last in the array; every one also Berlin, every fifth also Acid.
  // Two share a publication instant, so pages must break the tie the same way every time.
  const technoArticles = Array.from({ length: 25 }, (_, i) =>
    buildArticle({
      title: `Techno story ${i}`,
      category: i % 2 ? 'tech' : 'news',
      publishedAt: new Date(base + Math.min(i, 23) * hour),
      authorId: writer.id,
    }),
  );
  const draft = buildArticle({
    title: 'Techno draft',
    status: 'draft',
    publishedAt: null,
    authorId: writer.id,
  });
  const vinylOnly = buildArticle({ title: 'Vinyl pressing plants', publishedAt: new Date(base - hour) });
  const links = [
    ...technoArticles.flatMap((article, i) => [
      { articleId: article.id, tagId: techno.id },
      { articleId: article.id, tagId: berlin.id },
      ...(i % 5 === 0 ? [{ articleId: article.id, tagId: acid.id }] : []),
    ]),
    { articleId: draft.id, tagId: techno.id },
    { articleId: draft.id, tagId: vinyl.id },
    { articleId: vinylOnly.id, tagId: vinyl.id },
  ];

  beforeAll(async () => {
    await database.db.insert(profiles).values([writer, quiet]);
    await database.db.insert(articles).values([...technoArticles, draft, vinylOnly]);
    await database.db.insert(tags).values([techno, berlin, acid, vinyl]);
    await database.db.insert(articleTags).values(links);
  });

  const newestFirst = [...technoArticles].reverse().map((article) => article.id);

  it('pages a tag by 12, newest first, with no article twice and none left out', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => getTagPage(database.db, 'techno', 12, page)));
    expect(pages.map((page) => page?.items.length)).toEqual([12, 12, 1]);
    expect(pages.every((page) => page?.total === 25)).toBe(true);
    const ids = pages.flatMap((page) => page!.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(25);
    expect(ids.slice(2)).toEqual(newestFirst.slice(2));
    expect(pages[0]?.tag).toEqual({ name: 'Techno', slug: 'techno', kind: 'genre' });
    expect(await getTagPage(database.db, 'polka', 12)).toBeUndefined();
  });

  it('has no page past the end of a tag or an author, and finds that out by counting alone', async () => {
    const recording = recordingDatabase(database.pool);
    expect(await getTagPage(recording.db, 'techno', 12, 4)).toBeUndefined();
    expect(await getAuthorPage(recording.db, 'lena', 12, 4)).toBeUndefined();
    expect(await getAuthorPage(recording.db, 'quiet', 12, 2)).toBeUndefined();
    // No listing ran (an OFFSET), whatever page was asked for: the tag, the author and their counts only.
    const listings = recording.statements.filter((statement) => /\boffset\b/i.test(statement.sql));
    expect(listings).toEqual([]);
  });

  it("relates the tags found most often on a tag's published articles, drafts aside", async () => {
    const page = await getTagPage(database.db, 'techno', 12);
    expect(page?.related).toEqual([
      { name: 'Berlin', slug: 'berlin', kind: 'topic', shared: 25 },
      { name: 'Acid', slug: 'acid', kind: 'genre', shared: 5 },
    ]);
    expect((await getTagPage(database.db, 'vinyl', 12))?.related).toEqual([]);
  });

  it('reads related tags once for every page of a tag, until published content changes', async () => {
    const before = [
      { name: 'Berlin', slug: 'berlin', kind: 'topic', shared: 25 },
      { name: 'Acid', slug: 'acid', kind: 'genre', shared: 5 },
    ];
    expect((await getTagPage(database.db, 'techno', 12, 1))?.related).toEqual(before);
    const recording = recordingDatabase(database.pool);
    const tagged = technoArticles.slice(0, 3).map((article) => ({ articleId: article.id, tagId: vinyl.id }));
    await database.db.insert(articleTags).values(tagged);
    try {
      // Another page, the same tag: its related tags are not read again, so the new links do not show yet.
      expect((await getTagPage(database.db, 'techno', 12, 2))?.related).toEqual(before);
      contentChanged();
      expect((await getTagPage(recording.db, 'techno', 12, 2))?.related).toEqual([
        ...before,
        { name: 'Vinyl', slug: 'vinyl', kind: 'topic', shared: 3 },
      ]);
      expect(recording.statements.filter((statement) => /\bgroup by\b/i.test(statement.sql))).toHaveLength(1);
    } finally {
      await database.pool.query(
        'DELETE FROM article_tags WHERE tag_id = $1 AND article_id = ANY($2::uuid[])',
        [vinyl.id, tagged.map((link) => link.articleId)],
      );
      contentChanged();
    }
  });

  it('pages an author the same way, and shows an author with nothing published', async () => {
    const second = await getAuthorPage(database.db, 'lena', 12, 2);
    expect(second?.author).toEqual({
      name: 'Lena Duarte',
      handle: 'lena',
      avatarUrl: null,
      avatar: null,
      bio: 'Writes about electronic music.',
    });
    expect(second?.total).toBe(25);
    expect(second?.items.map((item) => item.id)).toEqual(newestFirst.slice(12, 24));
    expect(await getAuthorPage(database.db, 'quiet', 12)).toMatchObject({ items: [], total: 0 });
    expect(await getAuthorPage(database.db, 'nobody', 12)).toBeUndefined();
  });

  it('scopes feeds to the site, a category, a tag or an author, with tags and author on each entry', async () => {
    const site = await loadFeedArticles(database.db, { kind: 'site' });
    expect(site?.articles).toHaveLength(26);
    expect(site?.articles[0]).toMatchObject({
      title: expect.stringMatching(/^Techno story 2[34]$/),
      author: { name: 'Lena Duarte', handle: 'lena' },
      tags: [
        { name: 'Berlin', slug: 'berlin' },
        { name: 'Techno', slug: 'techno' },
      ],
    });
    const tech = await loadFeedArticles(database.db, { kind: 'category', category: 'tech' });
    expect(tech?.articles).toHaveLength(12);
    expect(tech?.articles.every((article) => article.category === 'tech')).toBe(true);

    const tag = await loadFeedArticles(database.db, { kind: 'tag', slug: 'vinyl' });
    expect(tag).toMatchObject({ subject: 'Vinyl', articles: [{ title: 'Vinyl pressing plants' }] });
    const author = await loadFeedArticles(database.db, { kind: 'author', handle: 'lena' }, 5);
    expect(author?.subject).toBe('Lena Duarte');
    const titles = author!.articles.map((article) => article.title);
    // 24 and 23 were published at the same instant: either may come first.
    expect([...titles.slice(0, 2)].sort()).toEqual(['Techno story 23', 'Techno story 24']);
    expect(titles.slice(2)).toEqual(['Techno story 22', 'Techno story 21', 'Techno story 20']);
  });

  it('has no feed for a tag or an author that does not exist', async () => {
    expect(await loadFeedArticles(database.db, { kind: 'tag', slug: 'polka' })).toBeUndefined();
    expect(await loadFeedArticles(database.db, { kind: 'author', handle: 'nobody' })).toBeUndefined();
  });
});
