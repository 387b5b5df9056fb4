import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 7;

export type TrendingTag = { name: string; slug: string; kind: string; count: number };

export type TrendingArtist = {
  name: string;
  slug: string;
  /** Published stories naming the artist in the last seven days. */
  count: number;
  /** The same count for the seven days before, to show the change against. */
  previousCount: number;
};

/** The tags used on the most stories published in the last seven days, most used first. */
export async function listTrendingTags(db: Database, now: Date, limit = 12): Promise<TrendingTag[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const { rows } = await db.execute<TrendingTag>(sql`
    SELECT t.name, t.slug, t.kind, count(*)::int AS count
    FROM articles a
    JOIN article_tags at ON at.article_id = a.id
    JOIN tags t ON t.id = at.tag_id
    WHERE a.status = 'published' AND a.published_at > ${since} AND a.published_at <= ${now}
    GROUP BY t.id
    ORDER BY count DESC, t.name
    LIMIT ${limit}`);
  return rows;
}

/**
 * The artists named in the most stories of the last seven days, with their count of the week before: an
 * artist's tag on a published article is one mention, as each article is one story.
 */
export async function listTrendingArtists(db: Database, now: Date, limit = 8): Promise<TrendingArtist[]> {
  const weekAgo = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 2 * WINDOW_DAYS * DAY_MS);
  const { rows } = await db.execute<TrendingArtist>(sql`
    SELECT t.name, t.slug,
      count(*) FILTER (WHERE a.published_at > ${weekAgo})::int AS count,
      count(*) FILTER (WHERE a.published_at <= ${weekAgo})::int AS "previousCount"
    FROM articles a
    JOIN article_tags at ON at.article_id = a.id
    JOIN tags t ON t.id = at.tag_id AND t.kind = 'artist'
    WHERE a.status = 'published' AND a.published_at > ${twoWeeksAgo} AND a.published_at <= ${now}
    GROUP BY t.id
    HAVING count(*) FILTER (WHERE a.published_at > ${weekAgo}) > 0
    ORDER BY count DESC, t.name
    LIMIT ${limit}`);
  return rows;
}
