import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, profiles, type ArticleCategory } from '~/db/schema/content';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';

export type AuthorSummary = { name: string; handle: string; avatarUrl: string | null };

export type ArticleCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** The cover signed for the site's image endpoint (every width); null when there is no usable cover. */
  cover: SignedImage | null;
  publishedAt: string;
  readTime: number;
  views: number;
  author: AuthorSummary | null;
};

export const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.summary,
  category: articles.category,
  coverImageUrl: articles.coverImageUrl,
  coverImageAlt: articles.coverImageAlt,
  publishedAt: articles.publishedAt,
  readTime: articles.readTime,
  views: articles.views,
  authorName: profiles.name,
  authorHandle: profiles.handle,
  authorAvatarUrl: profiles.avatarUrl,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null } & {
  id: string;
  slug: string;
  title: string;
};

/**
 * The query every list of cards starts from: articles with their authors, selecting what a card shows.
 * Callers add joins, a filter, an order and a limit, and turn each row into a card with `toCard`.
 */
export const selectCards = (db: Database) =>
  db.select(cardColumns).from(articles).leftJoin(profiles, eq(profiles.id, articles.authorId));

export function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    category: row.category ?? 'news',
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    cover: signImage(row.coverImageUrl),
    publishedAt: (row.publishedAt ?? new Date()).toISOString(),
    readTime: row.readTime ?? 5,
    views: row.views ?? 0,
    author: row.authorName
      ? { name: row.authorName, handle: row.authorHandle ?? '', avatarUrl: row.authorAvatarUrl }
      : null,
  };
}

export const published = eq(articles.status, 'published');
// Matches the partial indexes' DESC NULLS LAST (Drizzle's desc() would say NULLS FIRST and skip them).
export const newestFirst = sql`${articles.publishedAt} DESC NULLS LAST`;
