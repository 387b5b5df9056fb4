import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articleTags } from '~/db/schema/content';
import { cardsOfIds, newestFirstById, type CardPage } from './article-cards.server';

// A tag's pages, read from article_tags_published_idx alone (decision 071): article_tags.published_at is the
// article's publication time while it is published (kept by triggers of migration 0028), so counting a tag's
// articles and skipping to a deep page read the tag's index entries only, never an article's row. A tag on
// 20,000 articles costs what one on 20 does, but for the microsecond per entry a deep page skips.

const taggedPublished = (tagId: string) =>
  and(eq(articleTags.tagId, tagId), isNotNull(articleTags.publishedAt));

/** How many published articles carry the tag. */
async function countTagged(db: Database, tagId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articleTags).where(taggedPublished(tagId));
  return row?.n ?? 0;
}

/** The ids of page `page` (from 1) of the tag's published articles, newest first, in the index's order. */
const tagPageIdsQuery = (db: Database, tagId: string, pageSize: number, page: number) =>
  db
    .select({ id: articleTags.articleId })
    .from(articleTags)
    .where(taggedPublished(tagId))
    // The index's order exactly (desc() alone would say NULLS FIRST and sort instead).
    .orderBy(sql`${articleTags.publishedAt} DESC NULLS LAST`, sql`${desc(articleTags.articleId)} NULLS LAST`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/**
 * Page `page` (from 1, `pageSize` a page) of the tag's published articles, newest first, with their number;
 * undefined when the page lies past the end (page 1 always exists).
 */
export async function pageOfTaggedCards(
  db: Database,
  tagId: string,
  pageSize: number,
  page: number,
): Promise<CardPage | undefined> {
  const total = await countTagged(db, tagId);
  if (page > 1 && (page - 1) * pageSize >= total) return undefined;
  const items = await cardsOfIds(
    db,
    tagPageIdsQuery(db, tagId, pageSize, page).as('page_ids'),
    newestFirstById,
  );
  return { items, total };
}
