// Value lists shared by the schema and the screens; no Drizzle import, so the browser bundle stays small.

export const articleCategories = [
  'news',
  'analysis',
  'sponsored',
  'festivals',
  'releases',
  'interviews',
  'tech',
  'reviews',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];
