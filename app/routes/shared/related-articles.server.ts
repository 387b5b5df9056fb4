import type { Database } from '~/db/client.server';
import { type ArticleCard, type ArticleDetail, listRelatedArticles } from '~/domain/content/articles.server';
import { cachedByKey } from '~/lib/ttl-cache';

type Article = Pick<ArticleDetail, 'id' | 'category'>;
const byDatabase = new WeakMap<Database, (key: string) => Promise<ArticleCard[]>>();

/**
 * An article's related articles, remembered for a minute per article (up to 2,000 articles per database):
 * the query groups shared tags over all articles, and a busy article would run it for every view.
 */
export function relatedArticles(db: Database, article: Article): Promise<ArticleCard[]> {
  let get = byDatabase.get(db);
  if (!get) {
    get = cachedByKey(60_000, 2_000, (key: string) => {
      const [id, category] = key.split(' ');
      return listRelatedArticles(db, { id: id!, category: category as Article['category'] }, 3);
    });
    byDatabase.set(db, get);
  }
  // Ids and categories have no spaces.
  return get(`${article.id} ${article.category}`);
}
