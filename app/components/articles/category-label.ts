import type { ArticleCategory } from '~/db/schema/enums';

const labels: Record<ArticleCategory | 'all', string> = {
  all: 'All Categories',
  news: 'News',
  analysis: 'Analysis',
  sponsored: 'Sponsored',
  festivals: 'Festivals',
  releases: 'Releases',
  interviews: 'Interviews',
  tech: 'Tech',
  reviews: 'Reviews',
};

export const categoryLabel = (category: ArticleCategory | 'all') => labels[category];
