import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, profiles } from '~/db/schema/content';
import { newestFirst, published, selectCards, toCard, type ArticleCard } from './article-cards.server';

export type Author = {
  id: string;
  name: string;
  handle: string;
  avatarUrl: string | null;
  bio: string | null;
};

export type AuthorPage = {
  author: Omit<Author, 'id'>;
  /** One page of their published articles, newest first. */
  items: ArticleCard[];
  /** All of their published articles. */
  total: number;
};

/** A profile by its handle, or undefined. */
export async function findAuthor(db: Database, handle: string): Promise<Author | undefined> {
  const [author] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      handle: profiles.handle,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
    })
    .from(profiles)
    .where(eq(profiles.handle, handle));
  return author;
}

/**
 * An author's profile with one page of their newest published articles (`pageSize` a page, pages from 1),
 * or undefined for an unknown handle.
 */
export async function getAuthorPage(
  db: Database,
  handle: string,
  pageSize: number,
  page = 1,
): Promise<AuthorPage | undefined> {
  const author = await findAuthor(db, handle);
  if (!author) return undefined;
  const where = and(published, eq(articles.authorId, author.id));
  const [rows, [totalRow]] = await Promise.all([
    selectCards(db)
      .where(where)
      // The id breaks ties between articles published at the same instant, so pages never overlap.
      .orderBy(newestFirst, sql`${articles.id} DESC NULLS LAST`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  const { id: _id, ...profile } = author;
  return { author: profile, items: rows.map(toCard), total: totalRow?.n ?? 0 };
}
