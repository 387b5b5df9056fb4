import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The fediverse (editors): actors and their switch, followers, deliveries, replies and blocks. */
export const fediverseRoutes: RouteConfigEntry[] = [
  route('fediverse', 'routes/admin/fediverse/fediverse.tsx'),
];
