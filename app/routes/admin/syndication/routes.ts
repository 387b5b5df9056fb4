import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Publishing out (admin-only): the channels articles are posted to on publish. */
export const syndicationRoutes: RouteConfigEntry[] = [
  route('channels', 'routes/admin/syndication/channels.tsx'),
];
