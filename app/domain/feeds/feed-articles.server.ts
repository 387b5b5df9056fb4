import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, profiles } from '~/db/schema/content';
import { articleTagsJson, newestFirstById, published } from '../articles/article-cards.server';
import { findAuthor } from '../articles/author-pages.server';
import type { FeedArticle } from './feed-entry';
import type { FeedScope } from './feed-formats';
import { findTag, taggedWith } from '../articles/tag-pages.server';

/** Entries in every feed: enough for a reader that checks daily, small enough to render in milliseconds. */
const FEED_SIZE = 30;

export type FeedSource = {
  /** Who or what the feed follows: the tag's or author's name; undefined for the site and a category. */
  subject?: string;
  articles: FeedArticle[];
};

type ResolvedScope = { subject?: string; where: SQL | undefined };

/** The filter of a scope (published articles aside), and the name of its tag or author; undefined when that tag or author is unknown. */
async function resolveScope(db: Database, scope: FeedScope): Promise<ResolvedScope | undefined> {
  switch (scope.kind) {
    case 'site':
      return { where: undefined };
    case 'category':
      return { where: eq(articles.category, scope.category) };
    case 'author': {
      const author = await findAuthor(db, scope.handle);
      return author && { subject: author.name, where: eq(articles.authorId, author.id) };
    }
    case 'tag': {
      const tag = await findTag(db, scope.slug);
      return tag && { subject: tag.name, where: taggedWith(tag.id) };
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
  const rows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      contentHtml: articles.content,
      category: articles.category,
      coverImageUrl: articles.coverImageUrl,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      lang: articles.lang,
      authorName: profiles.name,
      authorHandle: profiles.handle,
      // Each entry's tags in the same round trip.
      tags: articleTagsJson,
    })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(and(published, resolved.where))
    .orderBy(...newestFirstById)
    .limit(limit);
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
      lang: row.lang,
    })),
  };
}
