// Issue 41, point 4: several web servers and a worker on one PostgreSQL, each with a data folder of its own
// (no shared disk). An image uploaded through one is served by the other, a desk session made on one works on
// the other, a publish through one refreshes the other's cached pages, the public forms' limits hold across
// both, and a job the desk sends from a web server is run by the worker.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { automationLogs } from '../../app/db/schema/newsroom';
import { mediaUploadBytes } from '../../app/db/schema/uploads';
import { createAccount, signInOverHttp } from '../support/desk-session';
import { runCli, startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

// The scale-out case runs on DATABASE_URL: the machine's PostgreSQL 15 when the run has it.
const server = testServers().at(-1)!;
const shared = { AUTH_SECRET: 'c'.repeat(40), IMAGE_URL_SECRET: 'd'.repeat(40), LOG_LEVEL: 'warn' };
const folder = () => mkdtempSync(path.join(os.tmpdir(), 'dropwire-several-'));

const until = async <T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe(`two web servers and a worker on ${server.name}`, () => {
  const database = useTestDatabase(server);
  let one: SpawnedProcess;
  let two: SpawnedProcess;
  let worker: SpawnedProcess;
  let cookie: string;

  beforeAll(async () => {
    // Public pages kept ten minutes: a page that changes, changes because it was told to.
    const web = { ...shared, DATABASE_URL: database.url, RUN_WORKER: 'false', PAGE_CACHE_SECONDS: '600' };
    one = await startServe({ ...web, DATA_DIR: folder() });
    two = await startServe({ ...web, DATA_DIR: folder(), SEED_DEMO: 'false' });
    worker = runCli(['worker'], { ...shared, DATABASE_URL: database.url, DATA_DIR: folder() });
    await createAccount(database, 'editor@several.test', 'editor');
    cookie = await signInOverHttp(one.url, 'editor@several.test');
  });

  afterAll(async () => {
    for (const process of [one, two, worker]) process?.child.kill('SIGTERM');
    await Promise.all([one?.exited, two?.exited, worker?.exited]);
  });

  it('takes a desk session made on one web server on the other', async () => {
    const desk = await fetch(`${two.url}/admin`, { redirect: 'manual', headers: { Cookie: cookie } });
    expect(desk.status).toBe(200);
    expect(await desk.text()).toContain('Dashboard');
    const stranger = await fetch(`${two.url}/admin`, { redirect: 'manual' });
    expect(stranger.status).toBe(303);
  });

  it('serves an image uploaded through one web server from the other, cached for a year', async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'crowd.png');
    const uploaded = await fetch(`${one.url}/admin/content/media`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: one.url, Cookie: cookie },
      body: form,
    });
    const page = await uploaded.text();
    expect(uploaded.status).toBe(200);
    const name = /\/uploads\/([0-9a-f]{64}\.webp)/.exec(page)?.[1];
    expect(name).toBeDefined();
    const [stored] = await database.db
      .select({ content: mediaUploadBytes.content })
      .from(mediaUploadBytes)
      .where(eq(mediaUploadBytes.fileName, name!));

    const served = await fetch(`${two.url}/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!.content)).toBe(true);
    const etag = served.headers.get('etag')!;
    expect((await fetch(`${two.url}/uploads/${name}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    // Resized for pages by the other server too: the signed address one server wrote, the other honours.
    const signed = /src="(\/img\?src=%2Fuploads%2F[^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(signed).toBeDefined();
    const resized = await fetch(`${two.url}${signed}`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toMatch(/^image\//);
  });

  it("refreshes the other web server's cached pages when an article is published through one", async () => {
    // An article waiting for review, in the news section the cached page lists.
    const [waiting] = await database.db
      .update(articles)
      .set({ category: 'news' })
      .where(
        eq(
          articles.id,
          sql`(SELECT id FROM articles WHERE status = 'in_review' ORDER BY created_at LIMIT 1)`,
        ),
      )
      .returning({ id: articles.id });
    expect(waiting).toBeDefined();
    const before = await (await fetch(`${two.url}/news`)).text();

    const published = await fetch(`${one.url}/admin/desk/${waiting!.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: one.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'publish' }),
    });
    expect(published.status).toBeLessThan(400);
    const [row] = await database.db
      .select({ slug: articles.slug, status: articles.status })
      .from(articles)
      .where(eq(articles.id, waiting!.id));
    expect(row).toMatchObject({ status: 'published' });
    const link = `href="/news/${row!.slug}"`;
    expect(before).not.toContain(link);
    // The other server kept /news for ten minutes; the publish through the first tells it to let go.
    await until(async () => {
      const page = await (await fetch(`${two.url}/news`)).text();
      return page.includes(link) ? true : undefined;
    }, 'the other server to list the published article');
  });

  it('holds a public form limit across both web servers', async () => {
    const message = (n: number) =>
      new URLSearchParams({
        name: 'Mara Voss',
        email: `mara${n}@label.example`,
        subject: 'general',
        message: `Question number ${n} about your festival coverage this summer.`,
      });
    const statuses: number[] = [];
    // The contact form takes five messages an hour from one client: sent alternately to each server.
    for (let n = 0; n < 7; n += 1) {
      const target = n % 2 === 0 ? one : two;
      const response = await fetch(`${target.url}/contact`, {
        method: 'POST',
        headers: {
          Origin: target.url,
          'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Firefox/132.0',
        },
        body: message(n),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('runs on the worker a job the desk sent from a web server', async () => {
    const sent = await fetch(`${two.url}/admin/triggers`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: two.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ trigger: 'weekly_charts' }),
    });
    expect(sent.status).toBeLessThan(400);
    await until(
      async () => {
        const [log] = await database.db
          .select({ status: automationLogs.status })
          .from(automationLogs)
          .where(eq(automationLogs.type, 'weekly_charts'));
        return log;
      },
      'the worker to run the weekly charts',
      40_000,
    );
  });
});
