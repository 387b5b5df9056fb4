import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { slugify } from '~/lib/slug';
import { RECORD_DAYS } from './record-method';
import {
  type RecordArticle,
  regularity,
  type Regularity,
  sourceStats,
  type SourceStats,
  type StoryItem,
} from './source-record';

/** One feed of an outlet, with its health as the crawler left it. */
export type FeedHealth = {
  url: string;
  category: string;
  isActive: boolean;
  isDemo: boolean;
  lastStatus: number | null;
  lastError: string | null;
  errorsInARow: number;
  lastCrawledAt: string | null;
  itemsPerWeek: number;
};
export type SourceRecord = {
  name: string;
  slug: string;
  feeds: FeedHealth[];
  stats: SourceStats;
  regularity: Regularity;
};

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Outlets by the slug of their name: feeds that share a name are one outlet (a site's news and reviews feeds).
 * Sources are a few hundred rows at most, read whole; their slugs are made as every slug on the site is.
 */
export async function listOutlets(db: Database): Promise<{ slug: string; name: string; ids: string[] }[]> {
  const { rows } = await db.execute<{ id: string; name: string }>(
    sql`SELECT id, name FROM sources ORDER BY name`,
  );
  const outlets = new Map<string, { slug: string; name: string; ids: string[] }>();
  for (const row of rows) {
    const slug = slugify(row.name);
    if (!slug) continue;
    const outlet = outlets.get(slug) ?? { slug, name: row.name, ids: [] };
    outlet.ids.push(row.id);
    outlets.set(slug, outlet);
  }
  return [...outlets.values()];
}

/** The stories some of `ids` reported since `since`, as a subquery (feed_items by source and time, indexed). */
const storiesOf = (ids: SQL, since: Date) => sql`
  SELECT DISTINCT own.story_id FROM feed_items own
  WHERE own.source_id IN (${ids}) AND own.story_id IS NOT NULL AND own.published_at >= ${since.toISOString()}::timestamptz`;

/** Every item of the given stories and their published articles with every correction in the audit log. */
async function readStories(db: Database, stories: SQL, bodyChars: number) {
  const [items, articles] = await Promise.all([
    db.execute<{
      story_id: string;
      source_id: string;
      published_at: string;
      title: string;
      summary: string;
      body: string;
      language: string | null;
    }>(sql`
      SELECT fi.story_id, fi.source_id, fi.published_at, fi.title, fi.summary, left(fi.content_text, ${bodyChars}) AS body, fi.language
      FROM feed_items fi WHERE fi.story_id IN (${stories})`),
    db.execute<{
      story_id: string;
      slug: string;
      title: string;
      category: string;
      correction_note: string | null;
      corrected_at: string | null;
      corrections: { at: string; note: string | null }[];
    }>(sql`
      SELECT a.story_id, a.slug, a.title, a.category, a.correction_note, a.corrected_at,
        coalesce((SELECT json_agg(json_build_object('at', e.created_at, 'note', e.after->>'correctionNote')
            ORDER BY e.created_at)
          FROM audit_events e
          WHERE e.entity_type = 'article' AND e.entity_id = a.id::text AND e.action = 'article.correct'), '[]'::json)
          AS corrections
      FROM articles a WHERE a.status = 'published' AND a.story_id IN (${stories})`),
  ]);
  const storyItems: StoryItem[] = items.rows.map((row) => ({
    storyId: row.story_id,
    sourceId: row.source_id,
    publishedAt: iso(row.published_at),
    headline: row.title,
    lead: row.summary,
    body: row.body,
    language: row.language,
  }));
  const recordArticles: RecordArticle[] = articles.rows.map((row) => {
    const logged = row.corrections.flatMap((c) => (c.note ? [{ at: iso(c.at), note: c.note }] : []));
    const current =
      row.correction_note && row.corrected_at && !logged.some((c) => c.note === row.correction_note)
        ? [{ at: iso(row.corrected_at), note: row.correction_note }]
        : [];
    return {
      storyId: row.story_id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      corrections: [...logged, ...current],
    };
  });
  return { storyItems, recordArticles };
}

async function readFeeds(db: Database, ids: SQL): Promise<(FeedHealth & { sourceId: string })[]> {
  const { rows } = await db.execute<{
    id: string;
    url: string;
    category: string;
    is_active: boolean;
    is_demo: boolean;
    last_status: number | null;
    last_error: string | null;
    error_count: number;
    last_crawled_at: string | null;
    items_per_week: number;
  }>(sql`SELECT id, url, category, is_active, is_demo, last_status, last_error, error_count, last_crawled_at, items_per_week
    FROM sources WHERE id IN (${ids}) ORDER BY url`);
  return rows.map((row) => ({
    sourceId: row.id,
    url: row.url,
    category: row.category,
    isActive: row.is_active,
    isDemo: row.is_demo,
    lastStatus: row.last_status,
    lastError: row.last_error,
    errorsInARow: row.error_count,
    lastCrawledAt: row.last_crawled_at ? iso(row.last_crawled_at) : null,
    itemsPerWeek: Math.round(row.items_per_week * 10) / 10,
  }));
}

async function readItemTimes(db: Database, ids: SQL, now: Date): Promise<string[]> {
  const { rows } = await db.execute<{ published_at: string }>(sql`
    SELECT published_at FROM feed_items
    WHERE source_id IN (${ids}) AND published_at >= ${new Date(now.getTime() - 84 * DAY_MS).toISOString()}::timestamptz
    ORDER BY source_id, published_at DESC LIMIT 5000`);
  return rows.map((row) => iso(row.published_at));
}

/** Every source's regularity over the last 12 weeks, counted by PostgreSQL (the desk reads all at once). */
async function readRegularities(db: Database, now: Date): Promise<Map<string, Regularity>> {
  const since = new Date(now.getTime() - 84 * DAY_MS).toISOString();
  const { rows } = await db.execute<{
    source_id: string;
    items: number;
    weeks: number;
    gap: number | null;
  }>(sql`
    SELECT source_id, count(*)::int AS items,
      count(DISTINCT floor(extract(epoch FROM (${now.toISOString()}::timestamptz - published_at)) / 604800))::int AS weeks,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY gap) AS gap
    FROM (
      SELECT source_id, published_at,
        extract(epoch FROM published_at - lag(published_at) OVER (PARTITION BY source_id ORDER BY published_at)) / 3600 AS gap
      FROM feed_items WHERE published_at >= ${since}::timestamptz AND published_at <= ${now.toISOString()}::timestamptz
    ) timed
    GROUP BY source_id`);
  return new Map(
    rows.map((row) => [
      row.source_id,
      {
        itemsLast12Weeks: row.items,
        activeWeeks: row.weeks,
        medianGapHours: row.gap === null ? null : Math.round(Number(row.gap) * 10) / 10,
      },
    ]),
  );
}

/** The public record of the outlet with this slug; undefined when no source has that name. */
export async function sourceRecord(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<SourceRecord | undefined> {
  const outlet = (await listOutlets(db)).find((candidate) => candidate.slug === slug);
  if (!outlet) return undefined;
  const ids = idList(outlet.ids);
  const since = new Date(now.getTime() - RECORD_DAYS * DAY_MS);
  const [{ storyItems, recordArticles }, feeds, times] = await Promise.all([
    readStories(db, storiesOf(ids, since), 2000),
    readFeeds(db, ids),
    readItemTimes(db, ids, now),
  ]);
  return {
    name: outlet.name,
    slug: outlet.slug,
    feeds,
    stats: sourceStats(outlet.ids, storyItems, recordArticles),
    regularity: regularity(times, now),
  };
}

/** The desk's view: every outlet's record over a shorter window (titles and leads only), to choose sources by. */
export const DESK_RECORD_DAYS = 14;

export async function deskSourceRecords(db: Database, now = new Date()): Promise<SourceRecord[]> {
  const outlets = await listOutlets(db);
  if (outlets.length === 0) return [];
  const all = idList(outlets.flatMap((outlet) => outlet.ids));
  const since = new Date(now.getTime() - DESK_RECORD_DAYS * DAY_MS);
  const [{ storyItems, recordArticles }, feeds, regularities] = await Promise.all([
    readStories(db, storiesOf(all, since), 0),
    readFeeds(db, all),
    readRegularities(db, now),
  ]);
  return outlets.map((outlet) => {
    const own = outlet.ids.map((id) => regularities.get(id)).filter((entry) => entry !== undefined);
    return {
      name: outlet.name,
      slug: outlet.slug,
      feeds: feeds.filter((feed) => outlet.ids.includes(feed.sourceId)),
      stats: sourceStats(outlet.ids, storyItems, recordArticles),
      // An outlet of several feeds: items added up, its most regular feed's weeks and gap.
      regularity: {
        itemsLast12Weeks: own.reduce((sum, entry) => sum + entry.itemsLast12Weeks, 0),
        activeWeeks: Math.max(0, ...own.map((entry) => entry.activeWeeks)),
        medianGapHours: own.length ? Math.min(...own.map((entry) => entry.medianGapHours ?? Infinity)) : null,
      },
    };
  });
}

/** Outlets that in the window reported stories but were never first and never added a name, figure or date. */
export function neverAddAnything(records: SourceRecord[]): SourceRecord[] {
  return records.filter(
    ({ stats }) =>
      stats.reported >= 2 && stats.firstInShared === 0 && stats.alone === 0 && stats.addedSomething === 0,
  );
}
