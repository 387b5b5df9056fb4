import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** This area's pages under /admin (paths relative to it, files relative to app/). */
export const automationRoutes: RouteConfigEntry[] = [
  // The dashboard is the desk's index (routes/admin/dashboard.tsx, in app/routes.ts).
  route('triggers', 'routes/admin/automation/triggers.tsx'),
];
