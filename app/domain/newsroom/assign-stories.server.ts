import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { stories } from '~/db/schema/newsroom';
import { sameStoryScore } from './same-story';
import type { StoredItem } from './store-items.server';

/** Items from different sources within this window may join one story. */
export const STORY_WINDOW_MS = 72 * 3_600_000;
type Candidate = {
  id: string;
  sourceId: string;
  storyId: string | null;
  publishedAt: Date;
  signature: number[];
};

/**
 * Puts each new item into a story: the story of its most similar item from another source within 72 hours,
 * or a new story of its own. Returns the stories created and the stories that gained items.
 */
export async function assignStories(
  db: Database,
  items: StoredItem[],
): Promise<{ created: string[]; updated: string[]; storyOf: Map<string, string> }> {
  if (items.length === 0) return { created: [], updated: [], storyOf: new Map() };
  const bands = [...new Set(items.flatMap((item) => item.bands))];
  const times = items.map((item) => item.publishedAt.getTime());
  const from = new Date(Math.min(...times) - STORY_WINDOW_MS);
  const to = new Date(Math.max(...times) + STORY_WINDOW_MS);
  // One query for the whole batch: items sharing any LSH band, from other sources, in the window.
  const found = await db.execute<{
    id: string;
    source_id: string;
    story_id: string | null;
    published_at: Date;
    signature: number[];
    bands: number[];
    seed: number[] | null;
  }>(sql`
    SELECT i.id, i.source_id, i.story_id, i.published_at, i.signature, i.bands, seed.signature AS seed
    FROM feed_items i
    JOIN stories s ON s.id = i.story_id
    LEFT JOIN feed_items seed ON seed.id = s.first_item_id
    WHERE i.bands && ${`{${bands.join(',')}}`}::integer[]
      AND i.published_at BETWEEN ${from.toISOString()} AND ${to.toISOString()}
    LIMIT 50000`);
  // Each story's seed (its first item): joining needs similarity to it too, so a story cannot drift item
  // by item into another (the chaining of single-link clustering).
  const seeds = new Map<string, number[]>();
  for (const row of found.rows) if (row.story_id && row.seed) seeds.set(row.story_id, row.seed);
  const matches = sameStoryScore;
  // Candidates by LSH band: an item is compared only with candidates it shares a band with.
  const byBand = new Map<number, Candidate[]>();
  const addCandidate = (candidate: Candidate, candidateBands: number[]) => {
    for (const band of candidateBands) {
      const list = byBand.get(band);
      if (list) list.push(candidate);
      else byBand.set(band, [candidate]);
    }
  };
  for (const row of found.rows) {
    addCandidate(
      {
        id: row.id,
        sourceId: row.source_id,
        storyId: row.story_id,
        publishedAt: new Date(row.published_at),
        signature: row.signature,
      },
      row.bands,
    );
  }
  const created = new Map<
    string,
    { title: string; firstItemId: string; firstSeenAt: Date; lastItemAt: Date; itemCount: number }
  >();
  const joined = new Map<string, { count: number; first: StoredItem; last: Date }>();
  const assignment: { id: string; storyId: string }[] = [];
  // Items of this batch also become candidates for the ones after them (a feed can carry two reports).
  for (const item of [...items].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())) {
    let best: { storyId: string; score: number } | undefined;
    const seen = new Set<string>();
    const candidates = item.bands
      .flatMap((band) => byBand.get(band) ?? [])
      .filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id));
    for (const candidate of candidates) {
      if (!candidate.storyId || candidate.sourceId === item.sourceId) continue;
      if (Math.abs(candidate.publishedAt.getTime() - item.publishedAt.getTime()) > STORY_WINDOW_MS) continue;
      const score = matches(item.signature, candidate.signature);
      if (score === undefined) continue;
      const seed = seeds.get(candidate.storyId);
      if (seed && seed !== candidate.signature && matches(item.signature, seed) === undefined) continue;
      if (!best || score > best.score) best = { storyId: candidate.storyId, score };
    }
    let storyId: string;
    if (best && created.has(best.storyId)) {
      storyId = best.storyId;
      const story = created.get(storyId)!;
      story.itemCount++;
      story.lastItemAt = item.publishedAt;
    } else if (best) {
      storyId = best.storyId;
      const entry = joined.get(storyId);
      if (entry) {
        entry.count++;
        entry.last = item.publishedAt;
      } else joined.set(storyId, { count: 1, first: item, last: item.publishedAt });
    } else {
      storyId = randomUUID();
      seeds.set(storyId, item.signature);
      created.set(storyId, {
        title: item.title,
        firstItemId: item.id,
        firstSeenAt: item.publishedAt,
        lastItemAt: item.publishedAt,
        itemCount: 1,
      });
    }
    assignment.push({ id: item.id, storyId });
    addCandidate(
      {
        id: item.id,
        sourceId: item.sourceId,
        storyId,
        publishedAt: item.publishedAt,
        signature: item.signature,
      },
      item.bands,
    );
  }
  // Three statements for the whole batch, whatever its size.
  if (created.size > 0) {
    await db.insert(stories).values([...created].map(([id, story]) => ({ id, ...story })));
  }
  if (joined.size > 0) {
    const values = sql.join(
      [...joined].map(
        ([id, entry]) =>
          sql`(${id}::uuid, ${entry.count}::int, ${entry.first.id}::uuid, ${entry.first.publishedAt.toISOString()}::timestamptz, ${entry.last.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    // The first to report is the earliest item, even when it arrives later.
    await db.execute(sql`
      WITH locked AS (SELECT id FROM stories WHERE id IN (SELECT id FROM (VALUES ${values}) AS w(id, n, first_id, first_at, last_at)) ORDER BY id FOR UPDATE)
      UPDATE stories AS s SET
        item_count = s.item_count + v.n,
        first_item_id = CASE WHEN v.first_at < s.first_seen_at THEN v.first_id ELSE s.first_item_id END,
        first_seen_at = least(s.first_seen_at, v.first_at),
        last_item_at = greatest(s.last_item_at, v.last_at),
        updated_at = now()
      FROM (VALUES ${values}) AS v(id, n, first_id, first_at, last_at)
      WHERE s.id = v.id AND s.id IN (SELECT id FROM locked)`);
  }
  const pairs = sql.join(
    assignment.map(({ id, storyId }) => sql`(${id}::uuid, ${storyId}::uuid)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE feed_items AS i SET story_id = v.story_id FROM (VALUES ${pairs}) AS v(id, story_id) WHERE i.id = v.id`,
  );
  return {
    created: [...created.keys()],
    updated: [...joined.keys()],
    storyOf: new Map(assignment.map(({ id, storyId }) => [id, storyId])),
  };
}

/** The items of some stories, earliest first, with their source names. */
/** The items of some stories, earliest first; with `onlyItems`, just those (a batch's new items). */
export async function storyItems(db: Database, storyIds: string[], onlyItems?: Set<string>) {
  if (storyIds.length === 0) return [];
  return db
    .execute<{
      story_id: string;
      id: string;
      title: string;
      summary: string;
      content_text: string;
      url: string | null;
      image_url: string | null;
      language: string | null;
      published_at: Date;
      source_id: string;
      source_name: string;
      source_category: string;
      auto_publish: boolean;
    }>(
      sql`
    SELECT i.story_id, i.id, i.title, i.summary, i.content_text, i.url, i.image_url, i.language, i.published_at,
           s.id AS source_id, s.name AS source_name, s.category AS source_category, s.auto_publish
    FROM feed_items i JOIN sources s ON s.id = i.source_id
    WHERE i.story_id IN (${sql.join(
      storyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    ${
      onlyItems
        ? sql`AND i.id IN (${sql.join(
            [...onlyItems].map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``
    }
    ORDER BY i.published_at ASC, i.id ASC`,
    )
    .then((result) => result.rows);
}
