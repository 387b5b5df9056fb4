// Issue 37, point 11: a POST to a form's address whose body is not a form (no Content-Type, JSON, plain text)
// is refused with a 4xx that says what to send, never a 500. Every page with an action is tried, taken from the
// built route table, so a form added later is covered without being listed here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

/** Every route with a page (a default export) and an action, by its full path (parameters filled in). */
async function formRoutes(): Promise<string[]> {
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.keys(routes)
    .filter((id) => routes[id]!.module.action && routes[id]!.module.default)
    .map((id) => `/${fullPath(id).replace(/:[\w]+\??/g, randomUUID())}`.replace(/\*$/, 'anything'));
}

describe.each(testServers())('bodies that are not forms on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let routes: string[];

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-form-types-')),
    });
    routes = await formRoutes();
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const post = (pathname: string, headers: Record<string, string>, body?: string) =>
    fetch(`${app.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: app.url, 'Sec-Fetch-Site': 'same-origin', ...headers },
      body,
    });

  it('answers 415 with what to send to a POST with no body type, as /newsletter/confirm got, and still takes forms', async () => {
    const response = await post('/newsletter/confirm', {});
    expect(response.status).toBe(415);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/application\/x-www-form-urlencoded/);
    // A form is read as before, and the addresses that are not forms still read their own bodies.
    const form = await post(
      '/newsletter/confirm',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'token=',
    );
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('This link does not work');
    // The ad beacon takes JSON as navigator.sendBeacon sends it (text/plain), and says what it expected.
    const beacon = await post('/ads/events', { 'Content-Type': 'text/plain;charset=UTF-8' }, '{"events":[]}');
    expect(beacon.status).toBe(400);
  });

  it.each([
    ['no body type', {}, undefined],
    ['JSON', { 'Content-Type': 'application/json' }, '{"email":"a@example.test"}'],
    ['plain text', { 'Content-Type': 'text/plain;charset=UTF-8' }, 'email=a@example.test'],
    ['an XML body', { 'Content-Type': 'application/xml' }, '<email>a@example.test</email>'],
  ])('refuses %s at every form’s page and data address with a 4xx', async (_name, headers, body) => {
    expect(routes).toContain('/newsletter/confirm');
    expect(routes).toContain('/contact');
    for (const route of routes) {
      for (const address of [route, `${route}.data`]) {
        const response = await post(address, headers, body);
        const text = await response.text();
        expect([address, response.status]).toEqual([address, 415]);
        expect(text).not.toContain('Something went wrong');
      }
    }
  });
});
