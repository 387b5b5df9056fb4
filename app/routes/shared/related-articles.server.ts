import type { Database } from '~/db/client.server';
import { type ArticleCard, type ArticleDetail } from '~/domain/articles/article-reads.server';
import { listRelatedArticles } from '~/domain/articles/related-articles.server';
import { memoUntilContentChanges } from '~/domain/reader-writes/content-memo.server';

type Article = Pick<ArticleDetail, 'id' | 'category'>;

/**
 * An article's related articles, remembered for a minute per article (up to 2,000 articles per database) or
 * until content changes: the query groups shared tags over all articles, and a busy article would run it for
 * every view.
 */
const remembered = memoUntilContentChanges(60_000, 2_000, (db: Database, article: Article) =>
  listRelatedArticles(db, article, 3),
);

export const relatedArticles = (db: Database, article: Article): Promise<ArticleCard[]> =>
  remembered(db, { id: article.id, category: article.category });
