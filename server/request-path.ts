import type { Request } from 'express';
import { routePathOf, type RoutePath } from '~/lib/route-path';

const known = new WeakMap<Request, RoutePath>();

/**
 * The path React Router will match for this request (`app/lib/route-path.ts`), worked out once per request
 * however many of the server's rules ask: the desk's rules, counting views, the page cache's group.
 */
export function routePathOfRequest(req: Request): RoutePath {
  let path = known.get(req);
  if (!path) known.set(req, (path = routePathOf(req.originalUrl)));
  return path;
}
