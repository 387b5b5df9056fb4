import type { ServerBuild } from 'react-router';
import { inHydratedBranch } from './unsent-loader-data.server';

type Routes = ServerBuild['routes'];

/**
 * The build cut down to the routes an address could match, chosen by the address's first path segment.
 *
 * React Router matches every request against every route of the build twice (once to find the page's
 * params, once in its static handler), trying the ranked branches one by one until one fits, and lists every
 * route's module again for each render. With the desk's hundred routes beside the reader's pages, that was
 * 7% of an article's CPU rendered afresh and a fifth of the memory its render allocated (decision 042). A
 * route whose full path starts with another static segment can never match, so leaving it out changes no
 * match: each part holds the routes whose first segment is that segment, every route whose first segment is
 * dynamic or a splat (the catch-all 404 among them), and their ancestors.
 *
 * Returns the part for a pathname (as sent, not decoded), or undefined when the whole build must answer: an
 * address whose first segment no route names (a 404, React Router's own `/__manifest`), one that is
 * percent-encoded or starts with `//`, and the desk's: a hydrated page renders the routes of the whole
 * manifest, and each needs its module. The parts are made on first use, one per segment the routes name.
 */
export function routePartitions(build: ServerBuild): (pathname: string) => ServerBuild | undefined {
  // Addresses under a base path are left to the whole build.
  if (build.basename && build.basename !== '/') return () => undefined;
  const routes = build.routes;
  const bySegment = new Map<string, string[]>();
  const anySegment: string[] = [];
  const rootOnly: string[] = [];
  for (const id of Object.keys(routes)) {
    const first = firstSegmentOf(routes, id);
    if (first === ANY) anySegment.push(id);
    else if (first !== '') bySegment.set(first, [...(bySegment.get(first) ?? []), id]);
    // A pathless layout never matches by itself: it comes in as an ancestor where a child of it does.
    else if (routes[id]?.path !== undefined || routes[id]?.index) rootOnly.push(id);
  }
  // A hydrated page (the desk) renders every route of the manifest, so its segment keeps the whole build.
  if (anySegment.some((id) => inHydratedBranch(build, routes[id]!))) return () => undefined;
  for (const [segment, ids] of bySegment) {
    if (ids.some((id) => inHydratedBranch(build, routes[id]!))) bySegment.delete(segment);
  }
  const parts = new Map<string, ServerBuild>();
  const partFor = (segment: string, ids: string[]) => {
    let part = parts.get(segment);
    if (!part) {
      part = { ...build, routes: withAncestors(routes, [...ids, ...anySegment]) };
      parts.set(segment, part);
    }
    return part;
  };
  return (pathname) => {
    if (pathname === '/') return partFor('', rootOnly);
    const segment = /^\/([^/%]+)(?:\/|$)/.exec(pathname)?.[1]?.toLowerCase();
    if (segment === undefined) return undefined;
    const ids = bySegment.get(segment);
    return ids && partFor(segment, ids);
  };
}

const ANY = Symbol('any first segment');

/**
 * The first segment of a route's full path, lower-cased (React Router matches without regard to case unless a
 * route asks), '' when its full path is empty (the root, the home page's index, pathless layouts), or ANY
 * when it is dynamic, a splat or optional. A route under a case-sensitive one, or one itself, counts as ANY:
 * its part would be found by the lower-cased segment, which it may not match.
 */
function firstSegmentOf(routes: Routes, id: string): string | typeof ANY {
  const paths: string[] = [];
  let caseSensitive = false;
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) paths.unshift(route.path);
    caseSensitive ||= Boolean(route.caseSensitive);
  }
  const first = paths
    .join('/')
    .split('/')
    .find((segment) => segment !== '');
  if (first === undefined) return '';
  if (/^[:*]|[*?()%]/.test(first) || caseSensitive) return ANY;
  return first.toLowerCase();
}

/** The routes and their ancestors, in the build's own order (which breaks ties between equal ranks). */
function withAncestors(routes: Routes, ids: string[]): Routes {
  const wanted = new Set<string>();
  for (const id of ids) {
    for (let current = routes[id]; current && !wanted.has(current.id);) {
      wanted.add(current.id);
      current = current.parentId ? routes[current.parentId] : undefined;
    }
  }
  const kept: Routes = {};
  for (const [id, route] of Object.entries(routes)) if (wanted.has(id)) kept[id] = route;
  return kept;
}
