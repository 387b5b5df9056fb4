import { sql } from 'drizzle-orm';
import { arrayParam } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { feedItems, stories } from '~/db/schema/newsroom';

/** A stored item as the story index loads it: its story, publication time (ms) and signature bytes. */
export type IndexedItemRow = {
  id: string;
  source_id: string;
  story_id: string;
  time: number;
  signature: Buffer;
};
/** The first item of a story, as its seed. */
export type StorySeedRow = { id: string; story_id: string; time: number; signature: Buffer };

const ITEM_COLUMNS = sql.raw(
  `id, source_id, story_id, extract(epoch from published_at) * 1000 AS time, signature`,
);

/** The highest `seq` of any stored item (0 when none is). */
export async function latestItemSeq(db: Database): Promise<number> {
  const [latest] = (await db.execute<{ seq: string | null }>(sql`SELECT max(seq) AS seq FROM ${feedItems}`))
    .rows;
  return Number(latest?.seq ?? 0);
}

/** Grouped items stored after `seq` and published within [from, to), in the order they were stored. */
export async function indexedItemsSince(
  db: Database,
  seq: number,
  from: Date,
  to: Date,
): Promise<IndexedItemRow[]> {
  const { rows } = await db.execute<IndexedItemRow>(sql`
    SELECT ${ITEM_COLUMNS} FROM ${feedItems}
    WHERE seq > ${seq} AND story_id IS NOT NULL
      AND published_at >= ${from.toISOString()} AND published_at < ${to.toISOString()}
    ORDER BY seq`);
  return rows;
}

/** Grouped items published within any of the [from, to) ranges. */
export async function indexedItemsWithin(db: Database, ranges: [Date, Date][]): Promise<IndexedItemRow[]> {
  const conditions = ranges.map(
    ([from, to]) => sql`(published_at >= ${from.toISOString()} AND published_at < ${to.toISOString()})`,
  );
  const { rows } = await db.execute<IndexedItemRow>(sql`
    SELECT ${ITEM_COLUMNS} FROM ${feedItems}
    WHERE story_id IS NOT NULL AND (${sql.join(conditions, sql` OR `)})`);
  return rows;
}

/** The seed (first item) of each story. */
export async function storySeeds(db: Database, storyIds: string[]): Promise<StorySeedRow[]> {
  const { rows } = await db.execute<StorySeedRow>(sql`
    SELECT f.id, s.id AS story_id, extract(epoch from f.published_at) * 1000 AS time, f.signature
    FROM ${stories} s JOIN ${feedItems} f ON f.id = s.first_item_id
    WHERE s.id = ANY(${arrayParam(storyIds, 'uuid')})`);
  return rows;
}

/**
 * Title, text (the content, or the summary when there is none) and language of items, for fingerprinting
 * again as normalising did.
 */
export async function itemTexts(
  db: Database,
  ids: string[],
): Promise<{ id: string; title: string; text: string; language: string | null }[]> {
  const { rows } = await db.execute<{ id: string; title: string; text: string; language: string | null }>(sql`
    SELECT id, title, CASE WHEN content_text <> '' THEN content_text ELSE summary END AS text, language
    FROM ${feedItems} WHERE id = ANY(${arrayParam(ids, 'uuid')})`);
  return rows;
}

/** Replaces the stored signatures of items. */
export async function saveSignatures(db: Database, signatures: Map<string, Buffer>): Promise<void> {
  await db.execute(sql`
    UPDATE ${feedItems} AS f SET signature = v.signature
    FROM unnest(${arrayParam([...signatures.keys()], 'uuid')}, ${arrayParam([...signatures.values()], 'bytea')})
      AS v(id, signature)
    WHERE f.id = v.id`);
}
