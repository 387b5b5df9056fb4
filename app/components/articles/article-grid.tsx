import type { ArticleCard as ArticleCardData } from '~/domain/articles/article-reads.server';
import { ArticleCard } from './article-card';

export function ArticleGrid({ articles }: { articles: ArticleCardData[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
