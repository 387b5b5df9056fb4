import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { articles, articleSources, articleTags, tags } from '../../app/db/schema/content';
import { feedItems, stories } from '../../app/db/schema/newsroom';
import { publishArticle } from '../../app/domain/editorial/article-status.server';
import { mergeStories } from '../../app/domain/editorial/merge-stories.server';
import { splitStoryItem } from '../../app/domain/editorial/split-story.server';
import { sourceItemsOf } from '../../app/domain/editorial/story-items.server';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('merging and splitting stories on $name', (server) => {
  const database = useTestDatabase(server);
  const actor = { id: null, email: 'ed@example.test' };

  const storyRow = async (id: string) =>
    (await database.db.select().from(stories).where(eq(stories.id, id)))[0]!;
  const articleRow = async (id: string) =>
    (await database.db.select().from(articles).where(eq(articles.id, id)))[0]!;
  const itemStory = async (ids: string[]) =>
    (
      await database.db
        .select({ id: feedItems.id, storyId: feedItems.storyId })
        .from(feedItems)
        .where(inArray(feedItems.id, ids))
    ).map((row) => row.storyId);
  const audit = (entityId: string, action: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)));

  beforeAll(async () => {
    await database.db
      .insert(tags)
      .values({ name: 'Dekmantel', slug: 'dekmantel', kind: 'festival' })
      .onConflictDoNothing();
  });

  it('merges one story into another: items, counts, credits and tags move; the other article is rejected', async () => {
    const into = await insertDraftStory(database.pool, {
      title: 'Dekmantel adds names',
      items: [
        { title: 'Dekmantel adds names', sourceName: 'Pulse Wire', minutesAgo: 90 },
        { title: 'More acts for Dekmantel', sourceName: 'Deep Current', minutesAgo: 80 },
      ],
    });
    const from = await insertDraftStory(database.pool, {
      title: 'Dekmantel lineup grows',
      items: [{ title: 'Dekmantel lineup grows', sourceName: 'Night Shift', minutesAgo: 120 }],
    });
    const [tag] = await database.db.select().from(tags).where(eq(tags.slug, 'dekmantel'));
    await database.db.insert(articleTags).values({ articleId: from.articleId, tagId: tag!.id });

    expect(
      await mergeStories(database.db, actor, {
        intoArticleId: into.articleId,
        fromArticleId: from.articleId,
      }),
    ).toEqual({ ok: true, title: 'Dekmantel adds names', otherTitle: 'Dekmantel lineup grows' });

    expect(await itemStory([...into.itemIds, ...from.itemIds])).toEqual([
      into.storyId,
      into.storyId,
      into.storyId,
    ]);
    // The moved report was first: it is the story's seed and first time now.
    expect(await storyRow(into.storyId)).toMatchObject({ itemCount: 3, firstItemId: from.itemIds[0] });
    expect(await storyRow(from.storyId)).toMatchObject({ itemCount: 0, articleId: null });
    expect(await articleRow(from.articleId)).toMatchObject({ status: 'rejected', storyId: null });
    const items = (await sourceItemsOf(database.db, [into.articleId])).get(into.articleId)!;
    expect(items.map((item) => item.sourceName)).toEqual(['Night Shift', 'Pulse Wire', 'Deep Current']);
    const credits = await database.db
      .select()
      .from(articleSources)
      .where(eq(articleSources.articleId, into.articleId));
    expect(credits.map((credit) => credit.name).sort()).toEqual([
      'Deep Current',
      'Night Shift',
      'Pulse Wire',
    ]);
    expect(
      await database.db
        .select({ articleId: articleTags.articleId, tagId: articleTags.tagId })
        .from(articleTags)
        .where(eq(articleTags.articleId, into.articleId)),
    ).toEqual([{ articleId: into.articleId, tagId: tag!.id }]);

    const [merge] = await audit(into.articleId, 'story.merge');
    expect(merge).toMatchObject({
      summary: 'Merged “Dekmantel lineup grows” into “Dekmantel adds names”',
      before: { storyId: into.storyId, items: into.itemIds },
      after: {
        storyId: into.storyId,
        items: [from.itemIds[0], ...into.itemIds],
        mergedFrom: { articleId: from.articleId, storyId: from.storyId, items: from.itemIds },
      },
    });
    expect((await audit(from.articleId, 'article.reject'))[0]).toMatchObject({
      before: { status: 'draft', storyId: from.storyId },
      after: { status: 'rejected', storyId: null, mergedInto: into.articleId },
    });
  });

  it('refuses to merge a published story away, a story into itself, and an article with no story', async () => {
    const into = await insertDraftStory(database.pool, {
      title: 'Stays',
      items: [{ title: 'Stays', sourceName: 'A' }],
    });
    const out = await insertDraftStory(database.pool, {
      title: 'Is out',
      status: 'published',
      items: [{ title: 'Is out', sourceName: 'B' }],
    });
    expect(
      await mergeStories(database.db, actor, { intoArticleId: into.articleId, fromArticleId: out.articleId }),
    ).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await itemStory(out.itemIds)).toEqual([out.storyId]);
    expect(
      await mergeStories(database.db, actor, {
        intoArticleId: into.articleId,
        fromArticleId: into.articleId,
      }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    await database.db.update(articles).set({ storyId: null }).where(eq(articles.id, out.articleId));
    expect(
      await mergeStories(database.db, actor, { intoArticleId: out.articleId, fromArticleId: into.articleId }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await audit(into.articleId, 'story.merge')).toEqual([]);
  });

  it('splits a report out into a story and draft of its own; the article stops crediting it', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Two things at once',
      items: [
        {
          title: 'Amelie Lens announces tour',
          sourceName: 'Pulse Wire',
          minutesAgo: 50,
          text: 'Amelie Lens announced a world tour of ten cities on Monday.',
        },
        {
          title: 'Unrelated label news',
          sourceName: 'Deep Current',
          minutesAgo: 40,
          text: 'A techno label signed a new artist for its spring release.',
        },
        {
          title: 'Amelie Lens tour dates',
          sourceName: 'Night Shift',
          minutesAgo: 30,
          text: 'The tour by Amelie Lens visits ten cities.',
        },
      ],
    });
    await publishArticle(database.db, actor, story.articleId);
    const result = await splitStoryItem(database.db, actor, {
      articleId: story.articleId,
      itemId: story.itemIds[1]!,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.newTitle).toBe('Unrelated label news');

    const created = await articleRow(result.newArticleId);
    // Signed by the newsroom's desk profile, as the engine's drafts are (the test article has no author).
    expect(created).toMatchObject({
      status: 'draft',
      title: 'Unrelated label news',
      authorId: expect.any(String),
    });
    expect(created.storyId).not.toBe(story.storyId);
    // Its one sentence is the standfirst, and the body does not say it again.
    expect(created.summary).toContain('A techno label signed');
    expect(created.content).not.toContain('A techno label signed');
    expect(await storyRow(created.storyId!)).toMatchObject({
      itemCount: 1,
      firstItemId: story.itemIds[1],
      articleId: result.newArticleId,
      title: 'Unrelated label news',
    });
    expect(await itemStory([story.itemIds[1]!])).toEqual([created.storyId]);
    expect(await storyRow(story.storyId)).toMatchObject({ itemCount: 2, firstItemId: story.itemIds[0] });
    const items = await sourceItemsOf(database.db, [story.articleId, result.newArticleId]);
    expect(items.get(story.articleId)!.map((item) => item.sourceName)).toEqual(['Pulse Wire', 'Night Shift']);
    expect(items.get(result.newArticleId)!.map((item) => item.sourceName)).toEqual(['Deep Current']);
    // The published article stays published, without the report.
    expect((await articleRow(story.articleId)).status).toBe('published');

    expect((await audit(story.articleId, 'story.split'))[0]).toMatchObject({
      before: { items: story.itemIds },
      after: {
        items: [story.itemIds[0], story.itemIds[2]],
        splitOff: { itemId: story.itemIds[1], storyId: created.storyId, articleId: result.newArticleId },
      },
    });
    expect((await audit(result.newArticleId, 'article.create'))[0]).toMatchObject({
      after: { title: 'Unrelated label news', status: 'draft' },
    });

    // A report of another story, or the last report of a story, is not split off.
    expect(
      await splitStoryItem(database.db, actor, { articleId: story.articleId, itemId: story.itemIds[1]! }),
    ).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(
      await splitStoryItem(database.db, actor, { articleId: result.newArticleId, itemId: story.itemIds[1]! }),
    ).toMatchObject({ ok: false, reason: 'not_allowed' });
  });
});
