import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, profiles, tags, type ArticleCategory } from '~/db/schema/content';
import { keysetPage, type KeysetPage } from './api-cursor';
import {
  articleSourcesJson,
  articleTagsJson,
  newestFirstById,
  published,
  type ArticleSource,
  type ArticleTag,
} from '../articles/article-cards.server';
import { searchCondition } from '../articles/article-reads.server';

/** Where a page of articles starts: after the article with this publication time (to the µs) and id. */
export type ArticleKey = { publishedAt: string; id: string };

export type ArticleFilter = {
  category?: ArticleCategory;
  /** A tag's slug (lower case, as every slug is). */
  tag?: string;
  /** Words, in web search syntax (quotes, `-word`, `or`), matched against title, summary and body. */
  q?: string;
  /** Published at or after. */
  since?: Date;
  after?: ArticleKey;
  limit: number;
};

export type ApiArticle = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: ArticleCategory;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: Date;
  updatedAt: Date;
  readTime: number;
  isSponsored: boolean;
  isAiAssisted: boolean;
  author: { name: string; handle: string; avatarUrl: string | null; bio: string | null } | null;
  tags: ArticleTag[];
};

export type ApiArticleDetail = ApiArticle & {
  content: string;
  hasAffiliateLinks: boolean;
  sources: ArticleSource[];
};

// Full precision, in UTC: the cursor must name the row's own time, not one rounded to milliseconds.
const publishedKey = sql<string>`to_char(${articles.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const columns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  coverImageUrl: articles.coverImageUrl,
  coverImageAlt: articles.coverImageAlt,
  publishedAt: articles.publishedAt,
  publishedKey,
  updatedAt: articles.updatedAt,
  readTime: articles.readTime,
  isSponsored: articles.isSponsored,
  isAiAssisted: articles.isAiAssisted,
  authorName: profiles.name,
  authorHandle: profiles.handle,
  authorAvatarUrl: profiles.avatarUrl,
  authorBio: profiles.bio,
  // In the same round trip: a page of 100 articles is still one query.
  tags: articleTagsJson,
};

/** A row as the listing query returns it (the author's columns null when the article has none). */
type Row = Awaited<ReturnType<typeof apiArticlesQuery>>[number];

function toApiArticle(row: Row): ApiArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    // Never null for a published row (a check constraint says so); updatedAt is the fallback the type wants.
    publishedAt: row.publishedAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
    readTime: row.readTime,
    isSponsored: row.isSponsored,
    isAiAssisted: row.isAiAssisted,
    author:
      row.authorName && row.authorHandle
        ? {
            name: row.authorName,
            handle: row.authorHandle,
            avatarUrl: row.authorAvatarUrl,
            bio: row.authorBio,
          }
        : null,
    tags: row.tags,
  };
}

function articleConditions(filter: ArticleFilter): SQL | undefined {
  const { category, tag, q, since, after } = filter;
  return and(
    published,
    category ? eq(articles.category, category) : undefined,
    tag
      ? inArray(
          articles.id,
          sql`(SELECT x.article_id FROM ${articleTags} x JOIN ${tags} t ON t.id = x.tag_id WHERE t.slug = ${tag})`,
        )
      : undefined,
    q ? searchCondition(q) : undefined,
    since ? gte(articles.publishedAt, since) : undefined,
    // A row comparison in the index's own order: the listing index is read from the key onwards.
    after
      ? sql`(${articles.publishedAt}, ${articles.id}) < (${after.publishedAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

/** The listing query, unexecuted, so a test can EXPLAIN what the API runs. */
export function apiArticlesQuery(db: Database, filter: ArticleFilter) {
  return db
    .select(columns)
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(articleConditions(filter))
    .orderBy(...newestFirstById)
    .limit(filter.limit + 1);
}

/**
 * Published articles, newest first (ties by id), `limit` at most, starting after `filter.after`; `next` is
 * the key to continue from, or null on the last page.
 */
export async function listApiArticles(
  db: Database,
  filter: ArticleFilter,
): Promise<KeysetPage<ApiArticle, ArticleKey>> {
  const rows = await apiArticlesQuery(db, filter);
  const page = keysetPage(rows, filter.limit, (row) => ({ publishedAt: row.publishedKey, id: row.id }));
  return { items: page.items.map(toApiArticle), next: page.next };
}

/** One published article with its body and sources, or undefined when there is none by that slug. */
export async function getApiArticle(db: Database, slug: string): Promise<ApiArticleDetail | undefined> {
  const [row] = await db
    .select({
      ...columns,
      content: articles.content,
      hasAffiliateLinks: articles.hasAffiliateLinks,
      // First to report first, as the article page lists them.
      sources: articleSourcesJson,
    })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(and(published, eq(articles.slug, slug)))
    .limit(1);
  if (!row) return undefined;
  return {
    ...toApiArticle(row),
    content: row.content,
    hasAffiliateLinks: row.hasAffiliateLinks,
    sources: row.sources,
  };
}
