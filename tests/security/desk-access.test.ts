// Issue 11, acceptance 11: nothing on the desk answers a stranger or an editor outside their role, and
// nothing changes when they try. Every desk route and action is taken from the built route table, so a
// page added later is covered without being listed here.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';

type DeskRoute = { id: string; path: string; hasAction: boolean };

/** The desk's pages that only admins may open; editors get 403 (parameters written `:id`). */
const ADMIN_ONLY_PAGES = [
  '/admin/sources/import',
  '/admin/sources/:id/delete',
  '/admin/audit',
  '/admin/channels',
  '/admin/content/ad-slots',
  // Deleting any content, whatever its kind (the kind is the first parameter).
  '/admin/content/:id/:id/delete',
];

/** Pages whose parameters make them admin-only: the content kinds only admins manage. */
const ADMIN_ONLY_KINDS = [
  '/admin/content/house-ads',
  '/admin/content/house-ads/new',
  '/admin/content/ad-packages',
  '/admin/content/ad-packages/new',
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Every route inside the desk's layout, with its full path (parameters filled with a random id). */
async function deskRoutes(): Promise<DeskRoute[]> {
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId && route.parentId !== 'root' ? fullPath(route.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  const insideDesk = (id: string): boolean =>
    id === 'routes/admin/layout' || Boolean(routes[id]?.parentId && insideDesk(routes[id]!.parentId!));
  return Object.keys(routes)
    .filter((id) => id !== 'routes/admin/layout' && insideDesk(id))
    .map((id) => ({
      id,
      path: `/${fullPath(id)
        .replace(/:[\w]+\??/g, randomUUID())
        .replace(/\*$/, 'anything')}`,
      hasAction: typeof routes[id]!.module.action === 'function',
    }));
}

/** A fingerprint of every row of every table of ours: equal before and after means nothing changed. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limit_events')`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ digest: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
      );
      result[name] = rows[0]!.digest;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe.each(testServers())('the desk refuses strangers on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let base: string;
  let editor: string;
  let routes: DeskRoute[];

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-access-')),
    });
    base = app.url;
    await createAccount(database, 'editor@example.test', 'editor');
    await createAccount(database, 'admin@example.test', 'admin');
    editor = await signInOverHttp(base, 'editor@example.test');
    routes = await deskRoutes();
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const post = (url: string, cookie?: string, origin: string | null = base) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(origin ? { Origin: origin } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({
        intent: 'delete',
        id: randomUUID(),
        name: 'x',
        url: 'https://example.test',
      }),
    });

  it('covers the dashboard and every page of the desk', () => {
    expect(routes.map((route) => route.path)).toContain('/admin');
    expect(routes.length).toBeGreaterThanOrEqual(1);
  });

  it('sends anonymous readers of every desk page, and their client navigations, to sign in', async () => {
    for (const route of routes) {
      const page = await fetch(`${base}${route.path}`, { redirect: 'manual' });
      expect([route.path, page.status, page.headers.get('location')?.replace(/\?.*$/, '')]).toEqual([
        route.path,
        303,
        '/login',
      ]);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // A client navigation (`.data`) gets React Router's own redirect instruction, and nothing of the page.
      const data = await fetch(`${base}${route.path}.data`, { redirect: 'manual' });
      const body = await data.text();
      expect([route.path, data.status, body.includes('/login?next=')]).toEqual([route.path, 202, true]);
    }
  });

  it('refuses every desk action to anonymous posts and changes nothing', async () => {
    const before = await snapshot(database.url);
    for (const route of routes.filter((each) => each.hasAction)) {
      const response = await post(`${base}${route.path}`);
      expect([route.path, response.status, response.headers.get('location')?.replace(/\?.*$/, '')]).toEqual([
        route.path,
        303,
        '/login',
      ]);
    }
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('refuses cross-site posts even with a signed-in admin cookie, and posts without proof of origin', async () => {
    const admin = await signInOverHttp(base, 'admin@example.test');
    const before = await snapshot(database.url);
    for (const route of routes.filter((each) => each.hasAction)) {
      expect((await post(`${base}${route.path}`, admin, 'https://evil.example')).status).toBe(403);
      expect((await post(`${base}${route.path}`, admin, null)).status).toBe(403);
    }
    expect((await post(`${base}/logout`, admin, 'https://evil.example')).status).toBe(403);
    // The admin is still signed in: the refused logout did nothing either.
    expect((await fetch(`${base}/admin`, { headers: { Cookie: admin }, redirect: 'manual' })).status).toBe(
      200,
    );
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('refuses editors the admin-only pages and changes nothing', async () => {
    const before = await snapshot(database.url);
    const adminOnly: string[] = [];
    for (const route of routes) {
      const response = await fetch(`${base}${route.path}`, {
        headers: { Cookie: editor },
        redirect: 'manual',
      });
      expect([route.path, response.status < 500]).toEqual([route.path, true]);
      if (response.status === 403) {
        adminOnly.push(route.path);
        if (route.hasAction) expect((await post(`${base}${route.path}`, editor)).status).toBe(403);
      }
    }
    for (const page of ADMIN_ONLY_KINDS) {
      expect([
        page,
        (await fetch(`${base}${page}`, { headers: { Cookie: editor }, redirect: 'manual' })).status,
      ]).toEqual([page, 403]);
      // The list pages take no posts (405); the pages that create do, and refuse an editor.
      if (page.endsWith('/new'))
        expect([page, (await post(`${base}${page}`, editor)).status]).toEqual([page, 403]);
    }
    expect(await snapshot(database.url)).toEqual(before);
    expect(adminOnly.map((page) => page.replace(UUID, ':id')).sort()).toEqual([...ADMIN_ONLY_PAGES].sort());
  });

  it('makes a new session token at sign-in whatever cookie the browser brought, and kills it at sign-out', async () => {
    const planted = 'dropwire.session_token=planted.by-someone-else';
    const session = await signInOverHttp(base, 'editor@example.test', planted);
    expect(session).not.toBe(planted);
    const asPlanted = await fetch(`${base}/admin`, { headers: { Cookie: planted }, redirect: 'manual' });
    expect(asPlanted.status).toBe(303);
    const desk = await fetch(`${base}/admin`, { headers: { Cookie: session }, redirect: 'manual' });
    expect(desk.status).toBe(200);
    expect(desk.headers.get('cache-control')).toBe('no-store');

    const out = await post(`${base}/logout`, session);
    expect([out.status, out.headers.get('location')]).toEqual([302, '/login?signed-out']);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/dropwire\.session_token=;/);
    // The old cookie, replayed after signing out, opens nothing.
    const replayed = await fetch(`${base}/admin`, { headers: { Cookie: session }, redirect: 'manual' });
    expect(replayed.status).toBe(303);
  });
});
