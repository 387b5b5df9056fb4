import { sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import type { NormalisedItem } from './normalise-item';
import type { StoryPlan } from './plan-stories';
import { signatureToBytes, type Signature } from './similarity';

/** A new item of a batch with what grouping and publishing need from its source. */
export type BatchItem = NormalisedItem & {
  id: string;
  sourceId: string;
  sourceName: string;
  sourceCategory: string;
  autoPublish: boolean;
  signature: Signature;
  bands: number[];
};

type ExactKeys = Pick<NormalisedItem, 'guid' | 'canonicalUrl' | 'contentHash'> & { sourceId: string };
const keysOf = (item: ExactKeys) => [
  `g:${item.sourceId}:${item.guid}`,
  `h:${item.contentHash}`,
  ...(item.canonicalUrl ? [`u:${item.canonicalUrl}`] : []),
];

/**
 * The items that are not exact duplicates: not of each other (the first of each GUID in its source, canonical
 * URL and content hash wins) and not of anything stored. Runs under the newsroom write lock, so what it finds
 * stays true until the batch commits.
 */
export async function withoutExactDuplicates<T extends ExactKeys>(db: Database, items: T[]): Promise<T[]> {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const keys = keysOf(item);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  if (unique.length === 0) return [];
  const { rows } = await db.execute<{
    source_id: string;
    guid: string;
    canonical_url: string | null;
    content_hash: string;
  }>(sql`
    SELECT f.source_id, f.guid, f.canonical_url, f.content_hash FROM feed_items f
      JOIN ${unnestRows(unique, [
        [(item) => item.sourceId, 'uuid'],
        [(item) => item.guid, 'text'],
      ])} AS k(source_id, guid) ON f.source_id = k.source_id AND f.guid = k.guid
    UNION ALL
    SELECT source_id, guid, canonical_url, content_hash FROM feed_items
      WHERE canonical_url = ANY(${arrayParam(
        unique.flatMap((item) => (item.canonicalUrl ? [item.canonicalUrl] : [])),
        'text',
      )})
    UNION ALL
    SELECT source_id, guid, canonical_url, content_hash FROM feed_items
      WHERE content_hash = ANY(${arrayParam(
        unique.map((item) => item.contentHash),
        'text',
      )})`);
  if (rows.length === 0) return unique;
  const stored = new Set(
    rows.flatMap((row) =>
      keysOf({
        sourceId: row.source_id,
        guid: row.guid,
        canonicalUrl: row.canonical_url,
        contentHash: row.content_hash,
      }),
    ),
  );
  return unique.filter((item) => !keysOf(item).some((key) => stored.has(key)));
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
      INSERT INTO stories (id, title, first_item_id, first_seen_at, last_item_at, item_count)
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
      INSERT INTO feed_items (id, source_id, guid, url, canonical_url, title, summary, content_html, content_text,
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

/** Stories that gained items: counts, last item time, and the first to report when an earlier item arrived. */
export async function updateJoinedStories(db: Database, plan: StoryPlan): Promise<void> {
  if (plan.joined.size === 0) return;
  const joined = [...plan.joined];
  // Locked in id order, so two batches touching the same stories never deadlock.
  await db.execute(sql`
    WITH v AS (
      SELECT * FROM ${unnestRows(joined, [
        [([id]) => id, 'uuid'],
        [([, entry]) => entry.count, 'int'],
        [([, entry]) => entry.first.id, 'uuid'],
        [([, entry]) => entry.first.publishedAt.toISOString(), 'timestamptz'],
        [([, entry]) => entry.last.toISOString(), 'timestamptz'],
      ])} AS w(id, n, first_id, first_at, last_at)),
    locked AS (SELECT id FROM stories WHERE id IN (SELECT id FROM v) ORDER BY id FOR UPDATE)
    UPDATE stories AS s SET
      item_count = s.item_count + v.n,
      first_item_id = CASE WHEN v.first_at < s.first_seen_at THEN v.first_id ELSE s.first_item_id END,
      first_seen_at = least(s.first_seen_at, v.first_at),
      last_item_at = greatest(s.last_item_at, v.last_at),
      updated_at = now()
    FROM v WHERE s.id = v.id AND s.id IN (SELECT id FROM locked)`);
}
