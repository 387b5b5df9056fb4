import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { ReleasePlatforms } from '~/db/schema/releases';
import type { CandidateRelease, SignalArticle } from './weekly-chart-scoring';

// What the weekly charts are computed from: the week's published stories with their artist, label and genre
// tags, and the releases around the week. Two statements.

/** Releases this long before the week may still chart (a record lives a few months), and this long after. */
const RELEASED_WITHIN_DAYS = 84;
const UPCOMING_WITHIN_DAYS = 28;

/**
 * Published stories of `from`..`until` that carry an artist or a label tag (the others cannot name a release):
 * read through articles_published_idx for the window, tags through the article_tags key.
 */
export async function weekStories(db: Database, from: Date, until: Date): Promise<SignalArticle[]> {
  const { rows } = await db.execute<{
    id: string;
    text: string;
    views: number;
    source_count: number;
    artists: string[];
    labels: string[];
    genres: string[];
  }>(sql`
    SELECT a.id, a.title || ' ' || a.summary AS text, a.views,
      (SELECT count(*)::int FROM article_sources s WHERE s.article_id = a.id) AS source_count,
      coalesce(array_agg(t.name) FILTER (WHERE t.kind = 'artist'), '{}') AS artists,
      coalesce(array_agg(t.name) FILTER (WHERE t.kind = 'label'), '{}') AS labels,
      coalesce(array_agg(t.name) FILTER (WHERE t.kind = 'genre'), '{}') AS genres
    FROM articles a
    JOIN article_tags at ON at.article_id = a.id
    JOIN tags t ON t.id = at.tag_id AND t.kind IN ('artist', 'label', 'genre')
    WHERE a.status = 'published'
      AND a.published_at > ${from.toISOString()}::timestamptz AND a.published_at <= ${until.toISOString()}::timestamptz
    GROUP BY a.id
    HAVING bool_or(t.kind IN ('artist', 'label'))
    ORDER BY a.id`);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    views: Number(row.views),
    sourceCount: Number(row.source_count),
    artists: row.artists,
    labels: row.labels,
    genres: row.genres,
  }));
}

/** Where a chart entry links: the release on a store or a streaming service, else its page here. */
const platformOrder: (keyof ReleasePlatforms)[] = ['beatport', 'spotify', 'apple', 'soundcloud', 'youtube'];

/**
 * Published releases out in the twelve weeks before `weekEnd` or in the four after it (dates, YYYY-MM-DD),
 * each with its featured track (read through releases_date_idx).
 */
export async function candidateReleases(
  db: Database,
  weekEnd: string,
  siteUrl: string,
): Promise<CandidateRelease[]> {
  const { rows } = await db.execute<{
    id: string;
    slug: string;
    title: string;
    artist: string;
    label: string;
    genre: string;
    release_date: string;
    platforms: ReleasePlatforms;
    embed_id: string | null;
    featured: string | null;
  }>(sql`
    SELECT r.id, r.slug, r.title, r.artist, r.label, r.genre, r.release_date::text AS release_date, r.platforms,
      r.embed_id,
      (SELECT t.title FROM release_tracks t WHERE t.release_id = r.id AND t.featured ORDER BY t.position LIMIT 1)
        AS featured
    FROM releases r
    WHERE r.status = 'published'
      AND r.release_date >= ${weekEnd}::date - ${RELEASED_WITHIN_DAYS}::int
      AND r.release_date <= ${weekEnd}::date + ${UPCOMING_WITHIN_DAYS}::int
    ORDER BY r.id`);
  const base = siteUrl.replace(/\/+$/, '');
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    label: row.label,
    genre: row.genre,
    releaseDate: row.release_date,
    trackTitle: row.featured ?? row.title,
    link:
      platformOrder.map((platform) => row.platforms?.[platform]).find((url) => url?.startsWith('https://')) ??
      `${base}/releases/${row.slug}`,
    embedId: row.embed_id,
  }));
}
