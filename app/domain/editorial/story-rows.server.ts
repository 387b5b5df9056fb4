import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { feedItems, stories } from '~/db/schema/newsroom';

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
export async function refreshStoryCounts(tx: Database, storyId: string, now: Date): Promise<void> {
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
