import type { Route } from './+types/json-feed';
import { feedResponse } from './shared/feed-response.server';

/** JSON Feed 1.1 of the whole site, a category, a tag or an author: app/routes.ts names the paths. */
export const loader = (args: Route.LoaderArgs) => feedResponse(args, 'json');
