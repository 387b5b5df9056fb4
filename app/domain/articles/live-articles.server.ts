import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { newestFirst, published } from './article-cards.server';

/** What a news list needs to tell how many stories arrived since it was rendered. */
export type PublishedMark = { publishedAt: string; category: string };

/** The newest published articles' times and categories (a list that is further behind just says "many"). */
export async function latestPublishedMarks(db: Database, limit = 50): Promise<PublishedMark[]> {
  const rows = await db
    .select({ publishedAt: articles.publishedAt, category: articles.category })
    .from(articles)
    .where(published)
    .orderBy(newestFirst)
    .limit(limit);
  return rows.map((row) => ({ publishedAt: row.publishedAt!.toISOString(), category: row.category }));
}
