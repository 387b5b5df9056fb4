// Issue 37, point 3: the desk, signing in and signing out answer the same under every spelling the router
// accepts (other letter cases, percent-encoded letters, dot segments, a data suffix, doubled slashes): never
// kept by a cache, and posted to only with proof that the post comes from this site. The rules of the server
// that go by the path (the page cache's groups, counting an article's views) see the same spellings as one.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, DESK_PASSWORD, signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request sent with its path exactly as given: fetch would resolve `/x/../admin` before sending, as a
 * browser does, but an attacker's client sends what it likes.
 */
function send(
  base: string,
  rawPath: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: rawPath,
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Spellings of the desk's root that React Router matches as `/admin`. */
const DESK_SPELLINGS = [
  '/Admin',
  '/ADMIN',
  '/%61dmin',
  '/adm%69n',
  '/AdM%49N',
  '/x/../admin',
  '/%2e%2e/admin',
];

describe.each(testServers())('the desk in other spellings on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let base: string;
  let admin: string;

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-spellings-')),
      // The nearest proxy (loopback) may name the client: readers below come from addresses of their own.
      TRUST_PROXY: 'loopback',
    });
    base = app.url;
    await createAccount(database, 'admin@example.test', 'admin');
    admin = await signInOverHttp(base, 'admin@example.test');
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('serves every spelling of a desk page and its data as the desk: the same page, never stored', async () => {
    for (const desk of DESK_SPELLINGS) {
      for (const address of [desk, `${desk}/`, `${desk}/sources`, `${desk}/sources.data`]) {
        const answer = await send(base, address, { headers: { Cookie: admin } });
        expect([address, answer.status]).toEqual([address, 200]);
        expect([address, answer.headers['cache-control']]).toEqual([address, 'no-store']);
      }
    }
  });

  it('reads a request target in absolute form (`GET http://host/admin`) as its path, with the same rules', async () => {
    // Proxies send absolute-form targets; a server must accept them (RFC 9112, 3.2.2) and judge the path alone.
    for (const origin of [base, 'http://elsewhere.test']) {
      for (const desk of ['/admin', '/Admin', '/x/../admin']) {
        const signedIn = await send(base, `${origin}${desk}/sources`, { headers: { Cookie: admin } });
        expect([origin, desk, signedIn.status, signedIn.headers['cache-control']]).toEqual([
          origin,
          desk,
          200,
          'no-store',
        ]);
        const stranger = await send(base, `${origin}${desk}/sources`, {});
        expect([origin, desk, stranger.status, stranger.headers.location]).toEqual([
          origin,
          desk,
          303,
          expect.stringMatching(/^\/login\?next=/),
        ]);
        const forged = await send(base, `${origin}${desk}/sources/${randomUUID()}/delete`, {
          method: 'POST',
          headers: { ...form, Cookie: admin },
          body: 'intent=delete',
        });
        expect([origin, desk, forged.status]).toEqual([origin, desk, 403]);
      }
    }
  });

  it('refuses a desk action in any spelling without proof that the post comes from this site', async () => {
    const id = randomUUID();
    for (const desk of [...DESK_SPELLINGS, '/admin']) {
      for (const address of [`${desk}/sources/${id}/delete`, `${desk}/sources/${id}/delete.data`]) {
        const answer = await send(base, address, {
          method: 'POST',
          headers: { ...form, Cookie: admin },
          body: 'intent=delete',
        });
        expect([address, answer.status, answer.body]).toEqual([
          address,
          403,
          'Cross-site requests are refused.',
        ]);
      }
    }
  });

  it('refuses a sign-in or a sign-out in another spelling posted without proof of origin', async () => {
    const credentials = new URLSearchParams({
      email: 'admin@example.test',
      password: DESK_PASSWORD,
      next: '/admin',
    }).toString();
    for (const login of ['/Login', '/LOGIN.data', '/%6cogin', '/x/../login']) {
      const answer = await send(base, login, { method: 'POST', headers: form, body: credentials });
      expect([login, answer.status, answer.headers['set-cookie']]).toEqual([login, 403, undefined]);
    }
    for (const logout of ['/Logout', '/LOGOUT', '/%6cogout', '/x/../logout']) {
      const answer = await send(base, logout, {
        method: 'POST',
        headers: { ...form, Cookie: admin },
        body: '',
      });
      expect([logout, answer.status]).toEqual([logout, 403]);
    }
    // The refused sign-outs did nothing: the admin is still signed in.
    expect((await send(base, '/admin', { headers: { Cookie: admin } })).status).toBe(200);
  });

  it('counts a view of an article under any spelling, once per reader', async () => {
    const { rows } = await database.pool.query<{ slug: string; views: number }>(
      "SELECT slug, views FROM articles WHERE status = 'published' ORDER BY published_at DESC LIMIT 1",
    );
    const article = rows[0]!;
    const read = (address: string, client: string) =>
      send(base, address, {
        headers: { 'X-Forwarded-For': client, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      });
    const views = async () =>
      (
        await database.pool.query<{ views: number }>('SELECT views FROM articles WHERE slug = $1', [
          article.slug,
        ])
      ).rows[0]!.views;
    const shouting = `/NEWS/${article.slug}`;
    // A reader under another spelling is a reader: their view counts.
    expect((await read(shouting, '203.0.113.1')).status).toBe(200);
    expect(await views()).toBe(article.views + 1);
    // That spelling's page is kept (from its second request on) and served from memory.
    await read(shouting, '203.0.113.1');
    expect((await read(shouting, '203.0.113.1')).headers['x-cache']).toBe('HIT');
    // The same reader under the usual spelling is the same reader; a new one counts (decision 060: a view
    // no longer drops kept pages, which show the count they were rendered with).
    await read(`/news/${article.slug}`, '203.0.113.1');
    expect(await views()).toBe(article.views + 1);
    await read(`/news/${article.slug}`, '203.0.113.2');
    expect(await views()).toBe(article.views + 2);
  });
});
