import { count, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';

// A numbered page deep in a list of cards, at a cost of index entries, not rows (decision 071). OFFSET over
// the cards' query reads every skipped article's row and joins its author: page 2,000 of the News list read
// 24,000 rows to show 12. Here the page's ids are found first by skipping entries of the list's own index only
// (every column the inner query names is in it: status is its predicate, published_at and id its keys,
// category or author_id its first key), then the 12 cards are read by id. A skipped entry costs about a
// microsecond; page-number URLs stay what readers and crawlers already have.

/**
 * The ids of one page, unexecuted: `where` and `order` must name only columns of the index that serves the
 * list (see above), or PostgreSQL reads the rows it skips after all.
 */
export function pageIdsQuery(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  pageSize: number,
  page: number,
) {
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many articles `where` selects (an index-only count when `where` names only indexed columns). */
export async function countArticles(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(where);
  return row?.n ?? 0;
}
