import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';

export type StoryListing = {
  id: string;
  title: string;
  firstSeenAt: string;
  article: { slug: string; status: string; category: string; tags: string[] } | null;
  sources: { name: string; url: string | null; publishedAt: string; firstToReport: boolean }[];
};

/** Stories first seen since a time, newest first, each with its article and every source item. */
export async function listStories(db: Database, since: Date, limit = 500): Promise<StoryListing[]> {
  const rows = await db.execute<{
    id: string;
    title: string;
    first_seen_at: Date;
    first_item_id: string | null;
    slug: string | null;
    status: string | null;
    category: string | null;
    tags: string[] | null;
    items: { id: string; name: string; url: string | null; published_at: string }[];
  }>(sql`
    SELECT s.id, s.title, s.first_seen_at, s.first_item_id, a.slug, a.status, a.category,
      (SELECT array_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
      (SELECT json_agg(json_build_object('id', i.id, 'name', so.name, 'url', i.url, 'published_at', i.published_at) ORDER BY i.published_at, i.id)
         FROM feed_items i JOIN sources so ON so.id = i.source_id WHERE i.story_id = s.id) AS items
    FROM stories s LEFT JOIN articles a ON a.id = s.article_id
    WHERE s.first_seen_at >= ${since.toISOString()}
    ORDER BY s.first_seen_at DESC
    LIMIT ${limit}`);
  return rows.rows.map((row) => ({
    id: row.id,
    title: row.title,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    article: row.slug
      ? { slug: row.slug, status: row.status ?? '', category: row.category ?? '', tags: row.tags ?? [] }
      : null,
    sources: (row.items ?? []).map((item) => ({
      name: item.name,
      url: item.url,
      publishedAt: new Date(item.published_at).toISOString(),
      firstToReport: item.id === row.first_item_id,
    })),
  }));
}
