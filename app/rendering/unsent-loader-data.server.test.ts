import { data, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withUnsentReaderData } from './unsent-loader-data.server';

type Module = NonNullable<ServerBuild['routes'][string]>['module'];

function route(id: string, parentId: string | undefined, module: Record<string, unknown>) {
  return { id, parentId, path: id, module: module as unknown as Module };
}

const component = () => null;
const article = { title: 'Berghain turns 20', tags: [{ name: 'techno' }] };

const build = {
  routes: {
    root: route('root', undefined, { default: component, loader: async () => ({ siteName: 'Dropwire' }) }),
    news: route('news', 'root', { default: component, loader: async () => ({ article }) }),
    status: route('status', 'root', {
      default: component,
      loader: async () => data({ article }, { status: 410 }),
    }),
    feed: route('feed', 'root', { loader: async () => ({ items: [article] }) }),
    desk: route('desk', 'root', {
      default: component,
      handle: { hydrate: true },
      loader: async () => ({ a: 1 }),
    }),
    deskPage: route('deskPage', 'desk', { default: component, loader: async () => ({ article }) }),
  },
} as unknown as ServerBuild;

const load = async (built: ServerBuild, id: string) =>
  (await built.routes[id]!.module.loader!({} as never)) as Record<string, unknown>;

describe('withUnsentReaderData', () => {
  const unsent = withUnsentReaderData(build);

  it("hides a reader page's top-level keys from encoders while its component reads them", async () => {
    const loaded = await load(unsent, 'news');
    expect(Object.keys(loaded)).toEqual([]);
    expect(JSON.stringify(loaded)).toBe('{}');
    expect(loaded.article).toBe(article);
    // What lies below the top level is the loader's own data, untouched.
    expect(Object.keys(loaded.article as object)).toEqual(['title', 'tags']);
  });

  it('hides the data inside `data(value, init)` and keeps its status', async () => {
    const loaded = (await load(unsent, 'status')) as unknown as {
      data: Record<string, unknown>;
      init: { status: number };
    };
    expect(loaded.init.status).toBe(410);
    expect(Object.keys(loaded.data)).toEqual([]);
    expect(loaded.data.article).toBe(article);
  });

  it('leaves the root, resource routes and every route of a hydrated branch as they are', async () => {
    for (const id of ['root', 'feed', 'desk', 'deskPage']) {
      expect(unsent.routes[id]).toBe(build.routes[id]);
      expect(Object.keys(await load(unsent, id)).length).toBeGreaterThan(0);
    }
  });
});
