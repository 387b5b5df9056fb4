import { and, count, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import { newestFirst, published, selectCards, toCard, type ArticleCard } from './article-cards.server';

export type TagPage = {
  tag: { name: string; slug: string; kind: string };
  items: ArticleCard[];
  total: number;
};

/** A tag and its newest published articles, or undefined when no such tag exists. */
export async function getTagPage(db: Database, slug: string, limit: number): Promise<TagPage | undefined> {
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, kind: tags.kind })
    .from(tags)
    .where(eq(tags.slug, slug));
  if (!tag) return undefined;
  const where = and(published, eq(articleTags.tagId, tag.id));
  const [rows, [totalRow]] = await Promise.all([
    selectCards(db)
      .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
      .where(where)
      .orderBy(newestFirst)
      .limit(limit),
    db
      .select({ n: count() })
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(where),
  ]);
  return {
    tag: { name: tag.name, slug: tag.slug, kind: tag.kind },
    items: rows.map(toCard),
    total: totalRow?.n ?? 0,
  };
}
