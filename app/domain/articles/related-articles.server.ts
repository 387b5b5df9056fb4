import { and, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { newestFirstById, published, selectCards, toCard, type ArticleCard } from './article-cards.server';

// An article's related articles at a bounded cost (decision 071). Counting shared tags over every article of
// every tag, and ordering every article of the category, read the whole published table: 400 ms on 50,000
// articles, every article page. Here each of the article's tags offers its newest RELATED_SAMPLE published
// articles, read from article_tags_published_idx alone; those sharing the most tags win (newest first among
// equals), and the category's newest fill what is left, read from articles_category_published_idx.

/** The newest articles of each tag that may be related: a tag on 20,000 articles costs as one on 200. */
const RELATED_SAMPLE = 200;

/** Up to `limit` other published articles: those sharing the most tags first, then the same category. */
export async function listRelatedArticles(
  db: Database,
  article: { id: string; category: ArticleCard['category'] },
  limit = 3,
): Promise<ArticleCard[]> {
  const { rows } = await db.execute<{ article_id: string }>(sql`
    SELECT candidate.article_id
    FROM article_tags mine
    CROSS JOIN LATERAL (
      SELECT x.article_id, x.published_at FROM article_tags x
      WHERE x.tag_id = mine.tag_id AND x.published_at IS NOT NULL AND x.article_id <> ${article.id}
      ORDER BY x.published_at DESC NULLS LAST, x.article_id DESC NULLS LAST
      LIMIT ${RELATED_SAMPLE}
    ) candidate
    WHERE mine.article_id = ${article.id}
    GROUP BY candidate.article_id
    ORDER BY count(*) DESC, max(candidate.published_at) DESC, candidate.article_id DESC
    LIMIT ${limit}`);
  const sharing = rows.map((row) => row.article_id);
  const byTags = sharing.length
    ? (await selectCards(db).where(inArray(articles.id, sharing))).map(toCard)
    : [];
  byTags.sort((a, b) => sharing.indexOf(a.id) - sharing.indexOf(b.id));
  if (byTags.length >= limit) return byTags;
  const sameCategory = await selectCards(db)
    .where(
      and(
        published,
        sql`${articles.category} = ${article.category}`,
        ne(articles.id, article.id),
        sharing.length ? notInArray(articles.id, sharing) : undefined,
      ),
    )
    .orderBy(...newestFirstById)
    .limit(limit - byTags.length);
  return [...byTags, ...sameCategory.map(toCard)];
}
