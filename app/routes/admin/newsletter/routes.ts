import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The newsletter on the desk: breaking alerts, started by an editor. */
export const newsletterRoutes: RouteConfigEntry[] = [
  route('newsletter/alerts', 'routes/admin/newsletter/breaking-alerts.tsx'),
];
