import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, profiles, tags } from '~/db/schema/content';
import { newestFirst, published } from './article-cards.server';
import { findAuthor } from './authors.server';
import type { FeedArticle } from './feed-entry';
import type { FeedScope } from './feed-formats';
import { findTag } from './tags.server';

/** Entries in every feed: enough for a reader that checks daily, small enough to render in milliseconds. */
const FEED_SIZE = 30;

export type FeedSource = {
  /** Who or what the feed follows: the tag's or author's name; undefined for the site and a category. */
  subject?: string;
  articles: FeedArticle[];
};

type ResolvedScope = { subject?: string; where: SQL | undefined; tagId?: string };

/** The filter of a scope, and the name of its tag or author; undefined when that tag or author is unknown. */
async function resolveScope(db: Database, scope: FeedScope): Promise<ResolvedScope | undefined> {
  switch (scope.kind) {
    case 'site':
      return { where: published };
    case 'category':
      return { where: and(published, eq(articles.category, scope.category)) };
    case 'author': {
      const author = await findAuthor(db, scope.handle);
      return author && { subject: author.name, where: and(published, eq(articles.authorId, author.id)) };
    }
    case 'tag': {
      const tag = await findTag(db, scope.slug);
      return (
        tag && { subject: tag.name, where: and(published, eq(articleTags.tagId, tag.id)), tagId: tag.id }
      );
    }
  }
}

/** The newest published articles in a scope, with author and tags; undefined for an unknown tag or author. */
export async function loadFeedArticles(
  db: Database,
  scope: FeedScope,
  limit = FEED_SIZE,
): Promise<FeedSource | undefined> {
  const resolved = await resolveScope(db, scope);
  if (!resolved) return undefined;
  const base = db
    .select({
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      contentHtml: articles.content,
      category: articles.category,
      coverImageUrl: articles.coverImageUrl,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      authorName: profiles.name,
      authorHandle: profiles.handle,
      // Each entry's tags in the same round trip.
      tags: sql<{ name: string; slug: string }[]>`coalesce((
        SELECT json_agg(json_build_object('name', t.name, 'slug', t.slug) ORDER BY t.name)
        FROM ${articleTags} x JOIN ${tags} t ON t.id = x.tag_id
        WHERE x.article_id = ${articles.id}), '[]'::json)`,
    })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .$dynamic();
  const scoped = resolved.tagId
    ? base.innerJoin(articleTags, eq(articleTags.articleId, articles.id)).where(resolved.where)
    : base.where(resolved.where);
  const rows = await scoped.orderBy(newestFirst, sql`${articles.id} DESC NULLS LAST`).limit(limit);
  return {
    subject: resolved.subject,
    articles: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      contentHtml: row.contentHtml,
      category: row.category,
      coverImageUrl: row.coverImageUrl,
      // Published rows always have a date (a check constraint says so).
      publishedAt: row.publishedAt!,
      updatedAt: row.updatedAt,
      author: row.authorName ? { name: row.authorName, handle: row.authorHandle ?? '' } : null,
      tags: row.tags,
    })),
  };
}
