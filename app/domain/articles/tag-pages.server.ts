import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags, type tagKinds } from '~/db/schema/content';
import { newestFirst, published, type CardPage } from './article-cards.server';
import { memoUntilContentChanges } from '../reader-writes/content-memo.server';
import { pageOfTaggedCards } from './tag-page-index.server';

type TagKind = (typeof tagKinds)[number];

export type Tag = { id: string; name: string; slug: string; kind: TagKind };

export type RelatedTag = { name: string; slug: string; kind: TagKind; shared: number };

export type TagPage = CardPage & {
  tag: { name: string; slug: string; kind: TagKind };
  related: RelatedTag[];
};

/** Related tags are counted over the tag's newest articles, so a tag on 100,000 articles costs no more. */
const RELATED_SAMPLE = 500;
const RELATED_LIMIT = 12;
/** Every page of a tag shows the same related tags: they are read once until content changes. */
const RELATED_TTL_MS = 10 * 60_000;
const RELATED_TAGS_KEPT = 2_000;

/** A tag by its slug, or undefined. */
export async function findTag(db: Database, slug: string): Promise<Tag | undefined> {
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, kind: tags.kind })
    .from(tags)
    .where(eq(tags.slug, slug));
  return tag;
}

/** The articles that carry a tag (the condition a tag's page and feeds select by). */
export const taggedWith = (tagId: string): SQL =>
  sql`${articles.id} IN (SELECT ${articleTags.articleId} FROM ${articleTags} WHERE ${articleTags.tagId} = ${tagId})`;

/** The tags that share the most of this tag's (newest) published articles, most shared first. */
async function readRelatedTags(db: Database, tagId: string): Promise<RelatedTag[]> {
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

const relatedTags = memoUntilContentChanges(RELATED_TTL_MS, RELATED_TAGS_KEPT, readRelatedTags);

/**
 * A tag with one page of its newest published articles (`pageSize` a page, pages from 1) and the tags
 * most often found beside it; undefined when no such tag exists or the page lies past the end.
 */
export async function getTagPage(
  db: Database,
  slug: string,
  pageSize: number,
  page = 1,
): Promise<TagPage | undefined> {
  const tag = await findTag(db, slug);
  if (!tag) return undefined;
  const [cards, related] = await Promise.all([
    pageOfTaggedCards(db, tag.id, pageSize, page),
    relatedTags(db, tag.id),
  ]);
  return cards && { ...cards, tag: { name: tag.name, slug: tag.slug, kind: tag.kind }, related };
}
