import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import type { ArticleCategory } from '~/db/schema/enums';
import type { PublishStatus } from '~/db/schema/columns';
import { waitingCondition } from './article-rows.server';
import { type SourceItem, sourceItemsOf } from './story-items.server';

export const QUEUE_PAGE_SIZE = 20;

/** Which articles the queue lists: those waiting for review (the default), published, or rejected ones. */
export const queueViews = ['waiting', 'published', 'rejected'] as const;
export type QueueView = (typeof queueViews)[number];
export const queueOrders = ['oldest', 'newest'] as const;
export type QueueOrder = (typeof queueOrders)[number];

export type QueueQuery = { view: QueueView; order: QueueOrder; page: number; search: string };

export type QueueEntry = {
  id: string;
  title: string;
  summary: string;
  category: ArticleCategory;
  status: PublishStatus;
  isAiAssisted: boolean;
  createdAt: string;
  publishedAt: string | null;
  scheduledAt: string | null;
  items: SourceItem[];
};

export type QueuePage = { entries: QueueEntry[]; total: number; page: number; pageCount: number };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (query: QueueQuery): SQL | undefined =>
  and(
    // Spelt as the partial index's predicate, so the planner knows it may read the index.
    query.view === 'waiting' ? waitingCondition : eq(articles.status, query.view),
    query.search ? sql`${articles.title} ILIKE ${likePattern(query.search)}` : undefined,
  );

// Each order is spelt as an index reads, forwards or backwards: waiting articles by creation
// (articles_review_queue_idx, ascending), published ones by publication (articles_published_idx, descending
// with nulls last).
const orderOf = (query: QueueQuery): SQL[] => {
  const published = query.view === 'published';
  const direction = sql.raw(
    query.order === 'oldest'
      ? published
        ? 'ASC NULLS FIRST'
        : 'ASC'
      : published
        ? 'DESC NULLS LAST'
        : 'DESC',
  );
  const column = published ? articles.publishedAt : articles.createdAt;
  return [sql`${column} ${direction}`, sql`${articles.id} ${direction}`];
};

/** One page of the review queue (or of the published or rejected articles), each with its reports. */
export async function listReviewQueue(db: Database, query: QueueQuery): Promise<QueuePage> {
  const where = whereOf(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(where);
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
      status: articles.status,
      isAiAssisted: articles.isAiAssisted,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
      scheduledAt: articles.scheduledAt,
    })
    .from(articles)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const items = await sourceItemsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    entries: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      items: items.get(row.id) ?? [],
    })),
    total,
    page,
    pageCount,
  };
}
