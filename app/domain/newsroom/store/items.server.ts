import { sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { feedItems, stories } from '~/db/schema/newsroom';
import type { StoryPlan } from '../group/plan-stories';
import type { BatchItem } from '../normalise/batch-item';
import { signatureToBytes } from '../normalise/similarity';

type ItemKeys = { sourceId: string; guid: string; canonicalUrl: string | null; contentHash: string };

/**
 * Stored items that share a key with one of `items`: the same GUID in the same source, the same canonical
 * URL, or the same content hash. Each arm is an index lookup.
 */
export async function storedItemKeys(db: Database, items: ItemKeys[]): Promise<ItemKeys[]> {
  const { rows } = await db.execute<{
    source_id: string;
    guid: string;
    canonical_url: string | null;
    content_hash: string;
  }>(sql`
    SELECT f.source_id, f.guid, f.canonical_url, f.content_hash FROM ${feedItems} f
      JOIN ${unnestRows(items, [
        [(item) => item.sourceId, 'uuid'],
        [(item) => item.guid, 'text'],
      ])} AS k(source_id, guid) ON f.source_id = k.source_id AND f.guid = k.guid
    UNION ALL
    SELECT source_id, guid, canonical_url, content_hash FROM ${feedItems}
      WHERE canonical_url = ANY(${arrayParam(
        items.flatMap((item) => (item.canonicalUrl ? [item.canonicalUrl] : [])),
        'text',
      )})
    UNION ALL
    SELECT source_id, guid, canonical_url, content_hash FROM ${feedItems}
      WHERE content_hash = ANY(${arrayParam(
        items.map((item) => item.contentHash),
        'text',
      )})`);
  return rows.map((row) => ({
    sourceId: row.source_id,
    guid: row.guid,
    canonicalUrl: row.canonical_url,
    contentHash: row.content_hash,
  }));
}

/** Inserts the stories a batch created, then its items with their stories; returns the highest `seq` stored. */
export async function insertItemsAndStories(
  db: Database,
  items: BatchItem[],
  plan: StoryPlan,
): Promise<number> {
  if (items.length === 0) return 0;
  const created = [...plan.created];
  // One statement, so it is under way at once and the caller can compose articles meanwhile; the stories
  // are inserted first (in the same statement) because items refer to them.
  const { rows } = await db.execute<{ seq: string }>(sql`
    WITH new_stories AS (
      INSERT INTO ${stories} (id, title, first_item_id, first_seen_at, last_item_at, item_count)
      SELECT * FROM ${unnestRows(created, [
        [([id]) => id, 'uuid'],
        [([, story]) => story.title, 'text'],
        [([, story]) => story.firstItemId, 'uuid'],
        [([, story]) => story.firstSeenAt.toISOString(), 'timestamptz'],
        [([, story]) => story.lastItemAt.toISOString(), 'timestamptz'],
        [([, story]) => story.itemCount, 'int'],
      ])}
      RETURNING id),
    stored AS (
      INSERT INTO ${feedItems} (id, source_id, guid, url, canonical_url, title, summary, content_html, content_text,
        author, image_url, language, content_hash, signature, published_at, story_id)
      SELECT * FROM ${unnestRows(items, [
        [(item) => item.id, 'uuid'],
        [(item) => item.sourceId, 'uuid'],
        [(item) => item.guid, 'text'],
        [(item) => item.url, 'text'],
        [(item) => item.canonicalUrl, 'text'],
        [(item) => item.title, 'text'],
        [(item) => item.summary, 'text'],
        [(item) => item.contentHtml, 'text'],
        [(item) => item.contentText, 'text'],
        [(item) => item.author, 'text'],
        [(item) => item.imageUrl, 'text'],
        [(item) => item.language, 'text'],
        [(item) => item.contentHash, 'text'],
        [(item) => signatureToBytes(item.signature), 'bytea'],
        [(item) => item.publishedAt.toISOString(), 'timestamptz'],
        [(item) => plan.storyOf.get(item.id)!, 'uuid'],
      ])}
      RETURNING seq)
    SELECT (SELECT max(seq) FROM stored) AS seq, (SELECT count(*) FROM new_stories) AS stories`);
  return Number(rows[0]?.seq ?? 0);
}
