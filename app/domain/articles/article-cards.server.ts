import { and, eq, sql, type SQL } from 'drizzle-orm';
import { countArticles, pageIdsQuery } from './indexed-page.server';
import type { Column, Subquery } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import {
  articles,
  articleSources,
  articleTags,
  profiles,
  tags,
  type ArticleCategory,
  type tagKinds,
} from '~/db/schema/content';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';

/** `avatarUrl` is the stored portrait (for feeds and the API); `avatar` the same, signed for the image endpoint. */
export type AuthorSummary = {
  name: string;
  handle: string;
  avatarUrl: string | null;
  avatar: SignedImage | null;
};

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
  /** The language of its text when not the site's (a story told only in another language): marked `lang`. */
  lang?: string | null;
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
  lang: articles.lang,
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
    lang: row.lang ?? null,
    author: row.authorName
      ? {
          name: row.authorName,
          handle: row.authorHandle ?? '',
          avatarUrl: row.authorAvatarUrl,
          avatar: signImage(row.authorAvatarUrl),
        }
      : null,
  };
}

export const published = eq(articles.status, 'published');
// Matches the partial indexes' DESC NULLS LAST (Drizzle's desc() would say NULLS FIRST and skip them).
export const newestFirst = sql`${articles.publishedAt} DESC NULLS LAST`;
/**
 * Newest first, and the id breaking ties between articles published at the same instant, so pages never
 * overlap: the order of the listing indexes, each of which ends in (published_at, id).
 */
export const newestFirstById: SQL[] = [newestFirst, sql`${articles.id} DESC NULLS LAST`];

/** A tag as an article carries it. */
export type ArticleTag = { name: string; slug: string; kind: (typeof tagKinds)[number] };

/** A report an article credits. */
export type ArticleSource = { name: string; url: string };

/**
 * A selected column: the article's tags, by name, as JSON. A subquery per row, so a list of articles still
 * reads its tags in the one round trip (the article page, the feeds, the Content API).
 */
export const articleTagsJson = sql<ArticleTag[]>`coalesce((
  SELECT json_agg(json_build_object('name', t.name, 'slug', t.slug, 'kind', t.kind) ORDER BY t.name)
  FROM ${articleTags} x JOIN ${tags} t ON t.id = x.tag_id
  WHERE x.article_id = ${articles.id}), '[]'::json)`;

/** A selected column: the reports the article credits as JSON, first to report first, whenever each joined. */
export const articleSourcesJson = sql<ArticleSource[]>`coalesce((
  SELECT json_agg(json_build_object('name', s.name, 'url', s.url)
    ORDER BY s.published_at ASC NULLS LAST, s.position, s.created_at)
  FROM ${articleSources} s WHERE s.article_id = ${articles.id}), '[]'::json)`;

/**
 * The cards of page `page` (from 1) of the articles `where` selects, in `order`: the page's ids are found in the
 * list's index first, then only its cards are read (indexed-page.server.ts, decision 071).
 */
export function cardsOfPage(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  pageSize: number,
  page: number,
): Promise<ArticleCard[]> {
  return cardsOfIds(db, pageIdsQuery(db, where, order, pageSize, page).as('page_ids'), order);
}

/** The cards of the articles whose ids a subquery selects (one page of them), in `order`. */
export async function cardsOfIds(
  db: Database,
  ids: Subquery & { id: Column },
  order: SQL[],
): Promise<ArticleCard[]> {
  const rows = await selectCards(db)
    .innerJoin(ids, eq(ids.id, articles.id))
    .orderBy(...order);
  return rows.map(toCard);
}

/** One page of a paged list of cards, and how many cards the whole list holds. */
export type CardPage = { items: ArticleCard[]; total: number };

/**
 * Page `page` (from 1, `pageSize` a page) of the published articles `where` selects (a tag's, an author's),
 * newest first, with their number; undefined when the page lies past the end (page 1 always exists). It
 * counts first, so a page that does not exist costs one count; the page itself is found in the list's index
 * before any article is read (indexed-page.server.ts, decision 071).
 */
export async function pageOfCards(
  db: Database,
  where: SQL,
  pageSize: number,
  page: number,
): Promise<CardPage | undefined> {
  const condition = and(published, where);
  const total = await countArticles(db, condition);
  if (page > 1 && (page - 1) * pageSize >= total) return undefined;
  const items = await cardsOfPage(db, condition, newestFirstById, pageSize, page);
  return { items, total };
}
