import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { postExcerpt, socialPlatform, youtubeVideoId, type SocialPlatform } from './source-posts';

export type SourceVideo = {
  id: string;
  title: string;
  url: string;
  /** The YouTube video, played through the click-to-load facade; other videos are links. */
  youtubeId: string | null;
  imageUrl: string | null;
  channel: string;
  publishedAt: string;
};

export type SocialPost = {
  id: string;
  text: string;
  url: string;
  platform: SocialPlatform;
  author: string;
  publishedAt: string;
};

type ItemRow = {
  id: string;
  title: string;
  summary: string;
  url: string;
  imageUrl: string | null;
  author: string | null;
  sourceName: string;
  sourceUrl: string;
  publishedAt: Date;
};

/**
 * The newest items of active sources of one kind. Each source's newest items are read on their own (a lateral
 * join), so a handful of video or social sources among thousands of news sources costs a few index reads,
 * not a walk down every source's items.
 */
async function latestItemsOfKind(db: Database, kind: 'video' | 'social', limit: number): Promise<ItemRow[]> {
  const { rows } = await db.execute<ItemRow>(sql`
    SELECT fi.id, fi.title, fi.summary, coalesce(fi.canonical_url, fi.url) AS url, fi.image_url AS "imageUrl",
      fi.author, s.name AS "sourceName", s.url AS "sourceUrl", fi.published_at AS "publishedAt"
    FROM sources s
    CROSS JOIN LATERAL (
      SELECT * FROM feed_items
      WHERE source_id = s.id AND coalesce(canonical_url, url) IS NOT NULL
      ORDER BY published_at DESC
      LIMIT ${limit}
    ) fi
    WHERE s.kind = ${kind} AND s.is_active
    ORDER BY fi.published_at DESC
    LIMIT ${limit}`);
  return rows;
}

/** The newest items of video sources, for the home page's Featured Videos. */
export async function listLatestVideos(db: Database, limit = 4): Promise<SourceVideo[]> {
  const rows = await latestItemsOfKind(db, 'video', limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    youtubeId: youtubeVideoId(row.url) ?? null,
    imageUrl: row.imageUrl,
    channel: row.sourceName,
    publishedAt: new Date(row.publishedAt).toISOString(),
  }));
}

/** The newest posts of social sources, for the home page's Social Buzz. */
export async function listSocialPosts(db: Database, limit = 6): Promise<SocialPost[]> {
  const rows = await latestItemsOfKind(db, 'social', limit);
  return rows.map((row) => ({
    id: row.id,
    text: postExcerpt(row.summary || row.title),
    url: row.url,
    platform: socialPlatform(row.url, row.sourceUrl),
    author: row.author || row.sourceName,
    publishedAt: new Date(row.publishedAt).toISOString(),
  }));
}
