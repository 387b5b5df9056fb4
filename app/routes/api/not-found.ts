import type { Route } from './+types/not-found';
import { answerApi, notFound, refuseWrite } from './respond.server';

/** Any other path under /api: a JSON 404 that points at the description, never the site's HTML 404 page. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async () =>
    notFound('No such endpoint: the endpoints are described at /api/v1/openapi.json.'),
  );
}

export const action = refuseWrite;
