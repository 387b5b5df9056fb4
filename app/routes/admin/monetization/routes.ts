import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const monetizationRoutes: RouteConfigEntry[] = [
  // The affiliate dashboard (the prototype's /affiliate-dashboard leads here): mappings, stats, broken links.
  route('affiliates', 'routes/admin/monetization/affiliates.tsx'),
];
