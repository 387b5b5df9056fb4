import { rememberAnswers } from '~/lib/remember-answers';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type Tree = RouteObject[];

/** Nests the build's flat route table so matchRoutes can resolve URL paths to route patterns. */
export function routeTree(routes: ServerBuild['routes']): Tree {
  const byParent = new Map<string | undefined, { id: string; path?: string; index?: boolean }[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): Tree =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * A low-cardinality label for metrics: the matched route pattern, such as "/news/:slug". matchRoutes ranks
 * the whole route table on every call, which would cost more than serving a cached page, so labels are
 * remembered per path (a bounded number of paths: any client can invent new ones).
 */
export function routeLabeller(tree: Tree, remembered = 10_000): (pathname: string) => string {
  return rememberAnswers((pathname) => routeLabel(tree, pathname), remembered);
}

/** The route pattern a path matches, worked out afresh. */
function routeLabel(tree: Tree, pathname: string): string {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
  const matches = matchRoutes(tree, path);
  if (!matches) return 'unmatched';
  const pattern = matches
    .map((match) => match.route.path)
    .filter((segment): segment is string => Boolean(segment))
    .join('/');
  return `/${pattern}`.replace(/\/+/g, '/');
}
