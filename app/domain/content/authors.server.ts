import { and, count, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, profiles } from '~/db/schema/content';
import { newestFirst, published, selectCards, toCard, type ArticleCard } from './article-cards.server';

export type AuthorPage = {
  author: { name: string; handle: string; avatarUrl: string | null; bio: string | null };
  items: ArticleCard[];
  total: number;
};

/** An author's profile and newest published articles, or undefined for an unknown handle. */
export async function getAuthorPage(
  db: Database,
  handle: string,
  limit: number,
): Promise<AuthorPage | undefined> {
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
  if (!author) return undefined;
  const where = and(published, eq(articles.authorId, author.id));
  const [rows, [totalRow]] = await Promise.all([
    selectCards(db).where(where).orderBy(newestFirst).limit(limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  const { id: _id, ...profile } = author;
  return { author: profile, items: rows.map(toCard), total: totalRow?.n ?? 0 };
}
