import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const reviewRoutes: RouteConfigEntry[] = [
  // The review queue, and one article with everything an editor does to it.
  route('desk', 'routes/admin/review/desk-queue.tsx'),
  // Readers' reports of a wrongly grouped story, from the article pages.
  route('desk/grouping-reports', 'routes/admin/review/grouping-reports.tsx'),
  route('desk/:id', 'routes/admin/review/desk-article.tsx'),
  // Whether the article goes to the social channels and webhooks on publish.
  route('desk/:id/syndication', 'routes/admin/review/article-syndication.ts'),
  // Names the newsroom found that the lexicon does not know: accept, rename or reject (decision 032).
  route('names', 'routes/admin/review/suggested-names.tsx'),
  // Admins only: every change made from the desk.
  route('audit', 'routes/admin/review/audit-log.tsx'),
];
