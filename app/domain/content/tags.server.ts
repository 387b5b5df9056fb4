import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags, type tagKinds } from '~/db/schema/content';
import { newestFirst, published, selectCards, toCard, type ArticleCard } from './article-cards.server';

type TagKind = (typeof tagKinds)[number];

export type Tag = { id: string; name: string; slug: string; kind: TagKind };

export type RelatedTag = { name: string; slug: string; kind: TagKind; shared: number };

export type TagPage = {
  tag: { name: string; slug: string; kind: TagKind };
  /** One page of its published articles, newest first. */
  items: ArticleCard[];
  /** All of its published articles. */
  total: number;
  related: RelatedTag[];
};

/** Related tags are counted over the tag's newest articles, so a tag on 100,000 articles costs no more. */
const RELATED_SAMPLE = 500;
const RELATED_LIMIT = 12;

/** A tag by its slug, or undefined. */
export async function findTag(db: Database, slug: string): Promise<Tag | undefined> {
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, kind: tags.kind })
    .from(tags)
    .where(eq(tags.slug, slug));
  return tag;
}

/** The tags that share the most of this tag's (newest) published articles, most shared first. */
async function relatedTags(db: Database, tagId: string): Promise<RelatedTag[]> {
  const recent = db
    .select({ articleId: articleTags.articleId })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(and(published, eq(articleTags.tagId, tagId)))
    .orderBy(newestFirst)
    .limit(RELATED_SAMPLE)
    .as('recent');
  const other = alias(articleTags, 'other');
  const shared = count();
  return db
    .select({ name: tags.name, slug: tags.slug, kind: tags.kind, shared })
    .from(recent)
    .innerJoin(other, and(eq(other.articleId, recent.articleId), ne(other.tagId, tagId)))
    .innerJoin(tags, eq(tags.id, other.tagId))
    .groupBy(tags.id)
    .orderBy(desc(shared), asc(tags.name))
    .limit(RELATED_LIMIT);
}

/**
 * A tag with one page of its newest published articles (`pageSize` a page, pages from 1) and the tags
 * most often found beside it, or undefined when no such tag exists.
 */
export async function getTagPage(
  db: Database,
  slug: string,
  pageSize: number,
  page = 1,
): Promise<TagPage | undefined> {
  const tag = await findTag(db, slug);
  if (!tag) return undefined;
  const where = and(published, eq(articleTags.tagId, tag.id));
  const [rows, [totalRow], related] = await Promise.all([
    selectCards(db)
      .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
      .where(where)
      // The id breaks ties between articles published at the same instant, so pages never overlap.
      .orderBy(newestFirst, sql`${articles.id} DESC NULLS LAST`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(where),
    relatedTags(db, tag.id),
  ]);
  return {
    tag: { name: tag.name, slug: tag.slug, kind: tag.kind },
    items: rows.map(toCard),
    total: totalRow?.n ?? 0,
    related,
  };
}
