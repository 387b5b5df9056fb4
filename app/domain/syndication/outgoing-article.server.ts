import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { OutgoingArticle } from './channel-clients.server';

/** A published article as channels receive it: its words, its canonical URL, tags and author. */
export async function loadOutgoingArticle(
  db: Database,
  siteUrl: string,
  articleId: string,
): Promise<OutgoingArticle | undefined> {
  const { rows } = await db.execute<{
    id: string;
    slug: string;
    title: string;
    summary: string;
    category: string;
    publishedAt: Date;
    coverImageUrl: string | null;
    author: string | null;
    tags: string[] | null;
    status: string;
  }>(sql`
    SELECT a.id, a.slug, a.title, a.summary, a.category, a.published_at AS "publishedAt",
      a.cover_image_url AS "coverImageUrl", p.name AS author, a.status,
      ARRAY(SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id
            WHERE at.article_id = a.id ORDER BY t.name) AS tags
    FROM articles a LEFT JOIN profiles p ON p.id = a.author_id
    WHERE a.id = ${articleId}`);
  const row = rows[0];
  if (!row || row.status !== 'published') return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    url: new URL(`/news/${row.slug}`, siteUrl).toString(),
    tags: row.tags ?? [],
    category: row.category,
    publishedAt: new Date(row.publishedAt),
    author: row.author,
    coverImageUrl: row.coverImageUrl,
  };
}
