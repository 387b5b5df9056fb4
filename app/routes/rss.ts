import type { Route } from './+types/rss';
import { feedResponse } from './shared/feed-response.server';

/** RSS 2.0 of the whole site, a category, a tag or an author: app/routes.ts names the paths. */
export const loader = (args: Route.LoaderArgs) => feedResponse(args, 'rss');
