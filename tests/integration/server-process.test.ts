import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

// These tests run the built app (npm test builds it first) in its own process, as `npm start` does.
describe.each(testServers())('dropwire serve with DATABASE_URL on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  it('is healthy and ready, with migrations applied and demo content seeded', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const [row] = (
      await database.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM articles WHERE status = 'published'",
      )
    ).rows;
    expect(Number(row?.n)).toBeGreaterThanOrEqual(60);
  });

  it('renders with the production build of React when started as npm start starts it (no NODE_ENV)', async () => {
    expect(app.env.NODE_ENV).toBeUndefined();
    await fetch(`${app.url}/`);
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toContain('dropwire_build_info{node_env="production",react_build="production"} 1');
  });

  it('serves with two malloc arenas, in the process it was started as (decision 045)', () => {
    // The environment the process runs with now: execve replaced it, keeping the PID that was spawned.
    const environment = readFileSync(`/proc/${app.child.pid}/environ`, 'utf8').split('\0');
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
    expect(app.env.MALLOC_ARENA_MAX).toBeUndefined();
  });

  it('answers an unknown path with the 404 page and logs the path', async () => {
    const response = await fetch(`${app.url}/no/such/page-xyz`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    const log = app
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; path?: string });
    expect(log).toContainEqual(expect.objectContaining({ msg: 'page not found', path: '/no/such/page-xyz' }));
  });

  it('serves pages with title, description and canonical URL', async () => {
    const html = await (await fetch(`${app.url}/news?category=tech`)).text();
    expect(html).toMatch(/<title>Tech News \| Dropwire<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${app.url}/news?category=tech"/>`);
  });

  it('names every page after SITE_NAME', async () => {
    const renamed = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      SITE_NAME: 'Night Owl News',
    });
    try {
      const slug = (
        await database.pool.query<{ slug: string }>(
          "SELECT slug FROM articles WHERE status = 'published' LIMIT 1",
        )
      ).rows[0]?.slug;
      for (const path of ['/news?category=tech', '/about', `/news/${slug}`]) {
        const html = await (await fetch(`${renamed.url}${path}`)).text();
        expect(html, path).toMatch(/<title>[^<]+ \| Night Owl News<\/title>/);
        expect(html, path).toContain('<meta property="og:site_name" content="Night Owl News"/>');
        expect(html, path).not.toMatch(/\| Dropwire<|content="Dropwire"/);
      }
    } finally {
      renamed.child.kill('SIGTERM');
      await renamed.exited;
    }
  });

  it('exports Prometheus metrics by route pattern and for the database pool', async () => {
    const slug = (
      await database.pool.query<{ slug: string }>(
        "SELECT slug FROM articles WHERE status = 'published' LIMIT 1",
      )
    ).rows[0]?.slug;
    const page = await fetch(`${app.url}/news/${slug}`);
    expect(page.status).toBe(200);
    await page.text(); // metrics are recorded when the response has finished
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(
      /dropwire_http_requests_total\{method="GET",route="\/news\/:slug",status="200"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /dropwire_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/news\/:slug"\}/,
    );
    expect(metrics).toMatch(/dropwire_db_pool_connections\{state="total"\} \d+/);
  });

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const port = Number(new URL(app.url).port);
    // A request whose body is still arriving when the signal comes.
    const [head, tail] = ['name=Ana&email=ana%40example.test&', 'subject=Hi&message=Still+here'];
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/contact',
          method: 'POST',
          // Its length is declared (forms must declare it), and half of it arrives after the signal.
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': String(Buffer.byteLength(head + tail)),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(head);
      setTimeout(() => {
        app.child.kill('SIGTERM');
        setTimeout(() => request.end(tail), 300);
      }, 200);
    });
    // The React Router action answers a fetch-less form POST with a redirect or a page: either way, an answer.
    expect(await response).toBeGreaterThanOrEqual(200);
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('shutting down: finishing in-flight requests');
    const stored = await database.pool.query("SELECT subject FROM contact_messages WHERE subject = 'Hi'");
    expect(stored.rowCount).toBe(1);
  });
});
