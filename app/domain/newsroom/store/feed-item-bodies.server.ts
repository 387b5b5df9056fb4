import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { feedItems } from '~/db/schema/newsroom';

/** Items emptied per statement: short transactions, so a crawl writing meanwhile never waits long. */
const PRUNE_BATCH = 5000;

/**
 * Empties the stored bodies (`content_html`, `content_text`) of feed items fetched more than
 * `retentionDays` ago. Everything a story's provenance shows stays: source, title, link, times, the summary
 * (every reader of a body falls back to it), and the keys and signature that recognise the report if a
 * source sends it again. Runs in batches until none is left; emptying by age is idempotent, so a doubled or
 * retried run does no harm. Returns the items emptied.
 */
export async function pruneFeedItemBodies(
  db: Database,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let pruned = 0;
  for (;;) {
    // The partial index feed_items_body_kept_idx holds exactly the items that still have a body.
    const { rowCount } = await db.execute(sql`
      UPDATE ${feedItems} AS f SET content_html = '', content_text = ''
      FROM (
        SELECT id FROM ${feedItems}
        WHERE fetched_at < ${before} AND (content_html <> '' OR content_text <> '')
        ORDER BY fetched_at LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED
      ) AS old
      WHERE f.id = old.id`);
    pruned += rowCount ?? 0;
    if ((rowCount ?? 0) < PRUNE_BATCH) return pruned;
  }
}
