import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { cachedPerSource } from '~/lib/ttl-cache';

/** Views of published articles (each a reader's first of the day, crawlers left out), summed. */
async function countArticleViews(db: Database): Promise<number> {
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${articles.views}), 0)::bigint` })
    .from(articles)
    .where(eq(articles.status, 'published'));
  return Number(row?.views ?? 0);
}

/** Article views, read at most once a minute per process: a figure for advertisers, not a live counter. */
export const articleViewsTotal: (db: Database) => Promise<number> = cachedPerSource(
  60_000,
  countArticleViews,
);
