import { sql } from 'drizzle-orm';
import { arrayParam } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articles, articleSources } from '~/db/schema/content';
import { feedItems, sources } from '~/db/schema/newsroom';

/**
 * One report behind an article: an item of its story (with the item's own title), or for an article without
 * a story a source it credits (no title, no item to split out).
 */
export type SourceItem = {
  itemId: string | null;
  title: string | null;
  sourceName: string;
  url: string | null;
  publishedAt: string | null;
};

/**
 * The reports behind each of some articles, first to report first: the items of each article's story, and
 * any credited source that is not one of them (articles written by hand, or crediting a report no item
 * holds). One round trip for a page of the queue.
 */
export async function sourceItemsOf(db: Database, articleIds: string[]): Promise<Map<string, SourceItem[]>> {
  const byArticle = new Map<string, SourceItem[]>(articleIds.map((id) => [id, []]));
  if (articleIds.length === 0) return byArticle;
  const { rows } = await db.execute<{
    article_id: string;
    item_id: string | null;
    title: string | null;
    source_name: string;
    url: string | null;
    published_at: Date | null;
  }>(sql`
    SELECT a.id AS article_id, i.id AS item_id, i.title, so.name AS source_name, i.url, i.published_at
    FROM ${articles} a
    JOIN ${feedItems} i ON i.story_id = a.story_id
    JOIN ${sources} so ON so.id = i.source_id
    WHERE a.id = ANY(${arrayParam(articleIds, 'uuid')})
    UNION ALL
    SELECT s.article_id, NULL, NULL, s.name, s.url, s.published_at
    FROM ${articleSources} s JOIN ${articles} a ON a.id = s.article_id
    WHERE s.article_id = ANY(${arrayParam(articleIds, 'uuid')})
      AND NOT EXISTS (SELECT 1 FROM ${feedItems} i WHERE i.id = s.feed_item_id AND i.story_id = a.story_id)
    ORDER BY published_at ASC NULLS LAST, item_id`);
  for (const row of rows)
    byArticle.get(row.article_id)?.push({
      itemId: row.item_id,
      title: row.title,
      sourceName: row.source_name,
      url: row.url,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    });
  return byArticle;
}
