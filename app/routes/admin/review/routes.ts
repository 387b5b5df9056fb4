import type { RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const reviewRoutes: RouteConfigEntry[] = [];
