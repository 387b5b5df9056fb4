// Issue 40, acceptance 6: the desk's merges and splits go through the newsroom's store, and a worker's story
// index finds a moved report under its new story from the next batch on (before, it could name the old story
// for up to an hour, until the index was rebuilt).
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedItems } from '../../app/db/schema/newsroom';
import { mergeStories } from '../../app/domain/editorial/merge-stories.server';
import { splitStoryItem } from '../../app/domain/editorial/split-story.server';
import { StoryIndex } from '../../app/domain/newsroom/group/story-index';
import { syncStoryIndex } from '../../app/domain/newsroom/group/sync-story-index.server';
import { bandsOf, signatureFromBytes } from '../../app/domain/newsroom/normalise/similarity';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('the story index after the desk moves reports, on $name', (server) => {
  const database = useTestDatabase(server);
  const actor = { id: null, email: 'ed@example.test' };

  const stored = async (ids: string[]) =>
    new Map(
      (
        await database.db
          .select({
            id: feedItems.id,
            storyId: feedItems.storyId,
            signature: feedItems.signature,
            publishedAt: feedItems.publishedAt,
          })
          .from(feedItems)
          .where(inArray(feedItems.id, ids))
      ).map((row) => [row.id, row]),
    );

  /** What the index offers a new report (from a source of its own) that reads like a stored one. */
  async function candidatesLike(index: StoryIndex, itemId: string) {
    const row = (await stored([itemId])).get(itemId)!;
    const signature = signatureFromBytes(row.signature);
    return index.candidates({
      sourceId: randomUUID(),
      time: row.publishedAt.getTime(),
      bands: bandsOf(signature),
    });
  }

  /** The next batch of a worker: its index is brought up to date first, as every crawl batch does. */
  const nextBatch = (index: StoryIndex) => syncStoryIndex(database.db, index, [Date.now()]);

  it('names the surviving story of a merge at once', async () => {
    const into = await insertDraftStory(database.pool, {
      title: 'Fabric announces a new all-night residency series',
      items: [{ title: 'Fabric announces a new all-night residency series', sourceName: 'Pulse Wire' }],
    });
    const from = await insertDraftStory(database.pool, {
      title: 'Fabric residency series will run all night every month',
      items: [
        {
          title: 'Fabric residency series will run all night every month',
          sourceName: 'Night Shift',
          minutesAgo: 120,
        },
      ],
    });
    const index = new StoryIndex();
    await nextBatch(index);
    const before = await candidatesLike(index, from.itemIds[0]!);
    expect(before.find((item) => item.id === from.itemIds[0])?.storyId).toBe(from.storyId);

    expect(
      await mergeStories(database.db, actor, {
        intoArticleId: into.articleId,
        fromArticleId: from.articleId,
      }),
    ).toMatchObject({ ok: true });
    await nextBatch(index);

    const after = await candidatesLike(index, from.itemIds[0]!);
    expect(after.find((item) => item.id === from.itemIds[0])?.storyId).toBe(into.storyId);
    expect(after.some((item) => item.storyId === from.storyId)).toBe(false);
    // The moved report was the earlier: it is the surviving story's seed now, in the index too.
    const moved = (await stored([from.itemIds[0]!])).get(from.itemIds[0]!)!;
    expect(index.seedOf(into.storyId)?.time).toBe(moved.publishedAt.getTime());
  });

  it('names the new story of a split report at once', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Berghain reopens its garden for the summer',
      items: [
        { title: 'Berghain reopens its garden for the summer', sourceName: 'Deep Current', minutesAgo: 90 },
        { title: 'Berghain garden opens again this summer', sourceName: 'Pulse Wire', minutesAgo: 80 },
      ],
    });
    const index = new StoryIndex();
    await nextBatch(index);
    const first = story.itemIds[0]!;
    expect((await candidatesLike(index, first)).find((item) => item.id === first)?.storyId).toBe(
      story.storyId,
    );

    const split = await splitStoryItem(database.db, actor, { articleId: story.articleId, itemId: first });
    expect(split).toMatchObject({ ok: true });
    const newStoryId = (await stored([first])).get(first)!.storyId!;
    expect(newStoryId).not.toBe(story.storyId);
    await nextBatch(index);

    expect((await candidatesLike(index, first)).find((item) => item.id === first)?.storyId).toBe(newStoryId);
    // The split report was the old story's seed; the report left behind is now.
    const rest = (await stored([story.itemIds[1]!])).get(story.itemIds[1]!)!;
    expect(index.seedOf(story.storyId)?.time).toBe(rest.publishedAt.getTime());
    expect(index.seedOf(newStoryId)).toBeDefined();
  });
});
