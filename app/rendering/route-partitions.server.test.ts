import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
// The app's own route table, to check the partitions against (a test may look above its layer).
// eslint-disable-next-line no-restricted-imports
import appRoutes from '../routes';
import { routePartitions } from './route-partitions.server';

type Routes = ServerBuild['routes'];
type Entry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
};

/**
 * The build's route manifest as React Router's build makes it from the route config (ids default to the file),
 * the desk's layout hydrating its pages as app/routes/admin/layout.tsx says.
 */
function manifestOf(config: RouteConfigEntry[]): Routes {
  const routes: Record<string, Entry> = { root: { id: 'root', path: '', module: {} } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
      const module = id === 'routes/admin/layout' ? { handle: { desk: true, hydrate: true } } : {};
      routes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      };
      add(entry.children ?? [], id);
    }
  };
  add(config, 'root');
  return routes as unknown as Routes;
}

/** The nested route objects React Router matches, children in the manifest's order, as its server does. */
function routeObjects(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeObjects(routes, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children };
    }) as RouteObject[];
}

const matchedIds = (routes: Routes, pathname: string) =>
  matchRoutes(routeObjects(routes), pathname)?.map((match) => match.route.id) ?? null;

/** An address for each route's full path: params and splats filled in, as readers and the desk ask for them. */
function addressesOf(routes: Routes): string[] {
  const addresses = new Set<string>();
  for (const id of Object.keys(routes)) {
    const paths: string[] = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.path) paths.unshift(route.path);
    }
    const address = `/${paths.join('/')}`.replace(/:[a-z]+/gi, 'some-slug').replace('*', 'x/y');
    addresses.add(address);
    addresses.add(`${address}/`);
    addresses.add(address.toUpperCase());
    addresses.add(`${address}/extra/segments`);
  }
  return [...addresses];
}

const build = (routes: Routes, basename?: string) => ({ routes, basename }) as unknown as ServerBuild;

describe('routePartitions', () => {
  const routes = manifestOf(appRoutes);
  const partOf = routePartitions(build(routes));

  it('matches every address of the app to the same routes as the whole build does', () => {
    const addresses = [
      ...addressesOf(routes),
      '/',
      '/nowhere',
      '/News/Some-Slug',
      '/news//some-slug',
      '/festivals.ics',
      '/api/v2/anything',
      '/admin',
      '/__manifest',
    ];
    let partitioned = 0;
    for (const address of addresses) {
      const part = partOf(address);
      if (!part) continue;
      partitioned += 1;
      expect(matchedIds(part.routes, address), address).toEqual(matchedIds(routes, address));
    }
    // Nearly every reader's address is matched within a part; the desk and unknown segments fall back.
    const readers = addresses.filter((address) => !/^\/admin(\/|$)/i.test(address));
    expect(partitioned).toBeGreaterThan(readers.length * 0.9);
  });

  it('holds only the routes under the address’s first segment, the catch-all and their ancestors', () => {
    const article = Object.keys(partOf('/news/berghain-turns-20')!.routes);
    expect(article).toEqual(expect.arrayContaining(['root', 'routes/news', 'routes/news-article']));
    expect(article).toContain('routes/not-found');
    expect(article).not.toContain('routes/releases');
    expect(article.length).toBeLessThan(6);
    expect(Object.keys(partOf('/')!.routes).sort()).toEqual(['root', 'routes/home', 'routes/not-found']);
  });

  it('is one part per segment, however an address spells it', () => {
    expect(partOf('/NEWS/a')).toBe(partOf('/news/b'));
    expect(partOf('/news')).toBe(partOf('/news/'));
  });

  it('leaves the desk to the whole build: a hydrated page renders every route of the manifest', () => {
    expect(partOf('/admin')).toBeUndefined();
    expect(partOf('/admin/sources')).toBeUndefined();
    expect(partOf('/login')).toBeDefined();
  });

  it('leaves to the whole build what no route names, and encoded or doubled slashes', () => {
    expect(partOf('/no-such-section/x')).toBeUndefined();
    expect(partOf('/n%65ws/x')).toBeUndefined();
    expect(partOf('//news')).toBeUndefined();
    expect(partOf('/__manifest')).toBeUndefined();
  });

  it('keeps dynamic, optional and case-sensitive routes in every part', () => {
    const manifest = {
      root: { id: 'root', path: '', module: {} },
      lang: { id: 'lang', parentId: 'root', path: ':lang/about', module: {} },
      optional: { id: 'optional', parentId: 'root', path: 'shop?/cart', module: {} },
      strict: { id: 'strict', parentId: 'root', path: 'Events', caseSensitive: true, module: {} },
      events: { id: 'events', parentId: 'root', path: 'events/:slug', module: {} },
      blog: { id: 'blog', parentId: 'root', path: 'blog', module: {} },
    } as unknown as Routes;
    const part = routePartitions(build(manifest))('/events/x')!;
    expect(Object.keys(part.routes)).toEqual(['root', 'lang', 'optional', 'strict', 'events']);
    for (const address of ['/events/about', '/Events', '/cart', '/blog/about', '/events/x']) {
      const own = routePartitions(build(manifest))(address);
      if (own) expect(matchedIds(own.routes, address), address).toEqual(matchedIds(manifest, address));
    }
  });

  it('leaves a build under a base path whole', () => {
    expect(routePartitions(build(routes, '/site'))('/news/x')).toBeUndefined();
  });
});
