import type { RouteConfigEntry } from '@react-router/dev/routes';
import { accountRoutes } from './account/routes';
import { automationRoutes } from './automation/routes';
import { contentRoutes } from './content/routes';
import { fediverseRoutes } from './fediverse/routes';
import { inboxRoutes } from './inbox/routes';
import { monetizationRoutes } from './monetization/routes';
import { newsletterRoutes } from './newsletter/routes';
import { reviewRoutes } from './review/routes';
import { sourceRoutes } from './sources/routes';
import { syndicationRoutes } from './syndication/routes';

/**
 * The desk's pages under /admin, inside its layout. Each area keeps its own list, so areas are built and
 * changed without touching each other's lines.
 */
export const deskRoutes: RouteConfigEntry[] = [
  ...accountRoutes,
  ...automationRoutes,
  ...sourceRoutes,
  ...reviewRoutes,
  ...monetizationRoutes,
  ...inboxRoutes,
  ...contentRoutes,
  ...syndicationRoutes,
  ...fediverseRoutes,
  ...newsletterRoutes,
];
