import { and, asc, desc, gt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { feedItems, sources, stories } from '~/db/schema/newsroom';

// How the newsroom is doing, for the dashboard: sources that fail, what came in hour by hour, drafts waiting.

/** The failing sources the dashboard names (the rest are counted, and listed on the Sources page). */
const WORST_SOURCES = 5;

/**
 * Active sources whose last crawls failed: how many, and the few with the most failures in a row; and how
 * many are active at all, so "none failing" is not said of a newsroom where none runs. The sources table
 * holds hundreds of rows, not millions: read whole, no index needed.
 */
export async function failingSources(db: Database) {
  const failing = and(sources.isActive, gt(sources.errorCount, 0));
  const [worst, [counted]] = await Promise.all([
    db
      .select({
        id: sources.id,
        name: sources.name,
        errorCount: sources.errorCount,
        lastStatus: sources.lastStatus,
        lastError: sources.lastError,
        lastCrawledAt: sources.lastCrawledAt,
      })
      .from(sources)
      .where(failing)
      .orderBy(desc(sources.errorCount), asc(sources.name))
      .limit(WORST_SOURCES),
    db
      .select({
        count: sql<number>`count(*) FILTER (WHERE ${failing})`.mapWith(Number),
        active: sql<number>`count(*) FILTER (WHERE ${sources.isActive})`.mapWith(Number),
      })
      .from(sources),
  ]);
  return { count: counted?.count ?? 0, active: counted?.active ?? 0, worst };
}

/** An hour's count: the hour as an ISO instant (UTC, on the hour) and how many. */
export type HourCount = { hour: string; count: number };

const hourOf = (column: unknown) =>
  sql<string>`to_char(date_trunc('hour', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24":00:00Z"')`;

/**
 * New feed items and new stories per hour since `since`. Items count by their publication time
 * (feed_items_published_idx); stories by when their first item appeared, found through
 * stories_last_item_idx: a story first seen since then has had its last item since then too.
 */
export async function hourlyActivity(db: Database, since: Date, until: Date) {
  const [items, newStories] = await Promise.all([
    db
      .select({ hour: hourOf(feedItems.publishedAt), count: sql<number>`count(*)`.mapWith(Number) })
      .from(feedItems)
      .where(
        sql`${feedItems.publishedAt} >= ${since.toISOString()}::timestamptz AND ${feedItems.publishedAt} < ${until.toISOString()}::timestamptz`,
      )
      .groupBy(sql`1`),
    db
      .select({ hour: hourOf(stories.firstSeenAt), count: sql<number>`count(*)`.mapWith(Number) })
      .from(stories)
      .where(
        sql`${stories.lastItemAt} >= ${since.toISOString()}::timestamptz AND ${stories.firstSeenAt} >= ${since.toISOString()}::timestamptz AND ${stories.firstSeenAt} < ${until.toISOString()}::timestamptz`,
      )
      .groupBy(sql`1`),
  ]);
  return { items: items as HourCount[], stories: newStories as HourCount[] };
}

/**
 * Drafts waiting for an editor (draft or in review): how many, and when the oldest was made. Both from
 * articles_review_queue_idx, whose predicate the query repeats word for word.
 */
export async function draftsWaiting(db: Database) {
  const waiting = sql`${articles.status} IN ('draft', 'in_review')`;
  const [[counted], [oldest]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(articles)
      .where(waiting),
    db
      .select({ id: articles.id, title: articles.title, createdAt: articles.createdAt })
      .from(articles)
      .where(waiting)
      .orderBy(asc(articles.createdAt), asc(articles.id))
      .limit(1),
  ]);
  return { count: counted?.count ?? 0, oldest: oldest ?? null };
}
