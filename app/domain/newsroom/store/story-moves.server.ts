import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { feedItems, sources, stories } from '~/db/schema/newsroom';
import { uuidv7 } from '~/lib/uuid';
import { takeWriteLock } from './write-transaction.server';

// The desk's changes to stories (merge, split, a new headline) go through here, the newsroom's store, which
// owns the story tables with the crawl. An item that changes story is given a new `seq`, as if stored again:
// every worker's story index catches up on items by `seq` before its next batch, so it finds the item under
// its new story at once (sync-story-index.server.ts), instead of at its next rebuild.

/** Takes the newsroom's write lock for a desk change, so no crawl groups items while they move. */
export const lockStoriesForDesk = (tx: Database) => takeWriteLock(tx);

/** An item an editor splits off, locked, with what composing its article needs from its source. */
export async function itemToSplit(tx: Database, itemId: string) {
  const { rows } = await tx.execute<{
    id: string;
    story_id: string | null;
    title: string;
    summary: string;
    content_text: string;
    url: string | null;
    image_url: string | null;
    language: string | null;
    published_at: Date;
    source_name: string;
    source_category: string;
  }>(sql`
    SELECT i.id, i.story_id, i.title, i.summary, i.content_text, i.url, i.image_url, i.language, i.published_at,
      so.name AS source_name, so.category AS source_category
    FROM ${feedItems} i JOIN ${sources} so ON so.id = i.source_id
    WHERE i.id = ${itemId}::uuid FOR UPDATE OF i`);
  return rows[0];
}

/** The ids of a story's items, first to report first. */
export async function storyItemIds(tx: Database, storyId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT id FROM ${feedItems} WHERE story_id = ${storyId}::uuid ORDER BY published_at, id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Counts a story's items again after items moved in or out: the count, the first to report (its seed) and
 * the first and last report times. A story left without items keeps its times and counts none.
 */
async function refreshStoryCounts(tx: Database, storyId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE ${stories} AS s SET
      item_count = c.n,
      first_item_id = coalesce(c.first_id, s.first_item_id),
      first_seen_at = coalesce(c.first_at, s.first_seen_at),
      last_item_at = coalesce(c.last_at, s.last_item_at),
      updated_at = ${now.toISOString()}
    FROM (
      SELECT count(*)::int AS n, (array_agg(id ORDER BY published_at, id))[1] AS first_id,
        min(published_at) AS first_at, max(published_at) AS last_at
      FROM ${feedItems} WHERE story_id = ${storyId}::uuid) AS c
    WHERE s.id = ${storyId}::uuid`);
}

/**
 * Moves every item of one story into another and lets go of the emptied story (no items, no article). The
 * emptied row is kept, so nothing that still names it fails. Returns the moved items' ids.
 */
export async function mergeStoryItems(
  tx: Database,
  { fromStoryId, intoStoryId }: { fromStoryId: string; intoStoryId: string },
  now: Date,
): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE ${feedItems} SET story_id = ${intoStoryId}::uuid, seq = DEFAULT
    WHERE story_id = ${fromStoryId}::uuid RETURNING id`);
  await refreshStoryCounts(tx, intoStoryId, now);
  await tx
    .update(stories)
    .set({ itemCount: 0, articleId: null, updatedAt: now })
    .where(eq(stories.id, fromStoryId));
  return rows.map((row) => row.id);
}

/**
 * Moves one item out of its story into a new story of its own, seeded by it; the story it left is counted
 * again. Returns the new story's id.
 */
export async function splitItemIntoStory(
  tx: Database,
  item: { id: string; title: string; publishedAt: Date; fromStoryId: string },
  now: Date,
): Promise<string> {
  const storyId = uuidv7(now.getTime());
  await tx.insert(stories).values({
    id: storyId,
    title: item.title,
    firstItemId: item.id,
    firstSeenAt: item.publishedAt,
    lastItemAt: item.publishedAt,
    itemCount: 1,
  });
  await tx.execute(
    sql`UPDATE ${feedItems} SET story_id = ${storyId}::uuid, seq = DEFAULT WHERE id = ${item.id}::uuid`,
  );
  await refreshStoryCounts(tx, item.fromStoryId, now);
  return storyId;
}

/** A story takes its article's headline and category when an editor changes them, as the newsroom keeps them. */
export async function retitleStory(
  tx: Database,
  storyId: string,
  { title, category }: { title: string; category: string },
  now: Date,
): Promise<void> {
  await tx.update(stories).set({ title, category, updatedAt: now }).where(eq(stories.id, storyId));
}
