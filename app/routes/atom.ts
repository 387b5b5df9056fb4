import type { Route } from './+types/atom';
import { feedResponse } from './shared/feed-response.server';

/** Atom 1.0 of the whole site, a category, a tag or an author: app/routes.ts names the paths. */
export const loader = (args: Route.LoaderArgs) => feedResponse(args, 'atom');
