import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../support/desk-requests';
import { type AppServices, appServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { feedItems, sources } from '../../app/db/schema/newsroom';
import { invalidFeedUrlMessage } from '../../app/domain/newsroom/sources/feed-url';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { jobNames, type JobQueue, startJobQueue } from '../../app/jobs/queue.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import * as deletePage from '../../app/routes/admin/sources/delete';
import * as exportRoute from '../../app/routes/admin/sources/export-opml';
import * as importPage from '../../app/routes/admin/sources/import';
import * as sourcePage from '../../app/routes/admin/sources/source';
import * as listPage from '../../app/routes/admin/sources/sources';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { freePort } from '../support/free-port';
import { testServers, useTestDatabase } from '../support/test-database';

const PASSWORD = 'a long password for the sources desk';
type Role = 'admin' | 'editor';
type Handler = (args: never) => unknown;
/** A route's answer: each route's differs, and the assertions check its shape. */
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a loader or action answered (or threw): its status and its data. */
async function outcome(run: () => unknown): Promise<{ status: number; data: Answer; response?: Response }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: {}, response: value };
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const answer = value as { data: unknown; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, data: answer.data as Answer };
  }
  return { status: 200, data: value as Answer };
}

describe.each(testServers())('RSS sources on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-sources-'));
  const services = {} as AppServices;
  const cookies = {} as Record<Role, string>;
  let feeds: FeedServer;
  let jobs: JobQueue;

  const configWith = (allowPrivate: boolean) =>
    loadConfig({
      DATA_DIR: dataDir,
      SITE_URL: 'http://localhost:3000',
      ALLOW_PRIVATE_SOURCES: String(allowPrivate),
    });

  /** Calls a route's loader or action as React Router would, signed in as `role` (or nobody). */
  const call = (
    handler: Handler,
    role: Role | undefined,
    options: {
      path?: string;
      form?: Record<string, string> | FormData;
      params?: object;
      as?: AppServices;
    } = {},
  ) => {
    const form =
      options.form instanceof FormData ? options.form : options.form && new URLSearchParams(options.form);
    const request = new Request(`http://localhost:3000${options.path ?? '/admin/sources'}`, {
      method: form ? 'POST' : 'GET',
      body: form,
      headers: role ? { cookie: cookies[role] } : {},
    });
    const context = new RouterContextProvider();
    context.set(appServices, options.as ?? services);
    return outcome(() => handler({ request, context, params: options.params ?? {} } as never));
  };
  const post = (role: Role | undefined, form: Record<string, string>, as?: AppServices) =>
    call(listPage.action as Handler, role, { form, as });

  const rowByUrl = async (url: string) =>
    (await database.db.select().from(sources).where(eq(sources.url, url)))[0];
  const auditsOf = (action: string, entityId?: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(
        entityId
          ? and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId))
          : eq(auditEvents.action, action),
      );

  beforeAll(async () => {
    feeds = await startFeedServer();
    Object.assign(services, { db: database.db, config: configWith(true), logger: createLogger('silent') });
    jobs = await startJobQueue(database.url, services.logger);
    // The worker creates its queue when it starts; here no worker runs.
    await jobs.boss.createQueue(jobNames.crawlTick);
    services.jobs = jobs;
    for (const role of ['admin', 'editor'] as Role[]) {
      const email = `${role}@sources.test`;
      const made = await createStaffAccount(services, { email, role, password: PASSWORD });
      if (!made.ok) throw new Error(made.message);
      cookies[role] = await signInCookie(
        services,
        { id: made.user.id, email, role, password: PASSWORD },
        `198.51.100.${role === 'admin' ? 1 : 2}`,
      );
    }
  });
  afterAll(async () => {
    await jobs?.stop();
    await feeds?.close();
  });

  it('sends anybody not signed in to the login page, and changes nothing', async () => {
    const list = await call(listPage.loader as Handler, undefined);
    expect(list.status).toBe(303);
    expect(list.response?.headers.get('location')).toBe('/login?next=%2Fadmin%2Fsources');
    const add = await post(undefined, {
      intent: 'add',
      name: 'Sneaky',
      url: `${feeds.url}/feeds/outlet-a.xml`,
    });
    expect(add.status).toBe(303);
    expect(await database.db.select().from(sources)).toEqual([]);
  });

  it('says which field is missing instead of ignoring an empty name or URL', async () => {
    const answer = await post('editor', { intent: 'add', name: ' ', url: '', category: 'news' });
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      name: ['Give the source a name'],
      url: ["Give the feed's address (its RSS URL)"],
    });
    expect(answer.data.toast).toEqual({
      tone: 'error',
      title: 'Error',
      description: 'Failed to add RSS source: Give the source a name',
    });
    const badUrl = await post('editor', {
      intent: 'add',
      name: 'X',
      url: 'ftp://example.com/feed',
      category: 'news',
    });
    expect(badUrl.data.fieldErrors.url).toEqual([invalidFeedUrlMessage]);
    const badCategory = await post('editor', {
      intent: 'add',
      name: 'X',
      url: 'https://example.com/',
      category: 'gossip',
    });
    expect(badCategory.data.fieldErrors.category).toEqual([
      'Category must be one of: news, releases, gear, festivals, interviews',
    ]);
  });

  it('adds a source an editor names once its feed answers, and audits it', async () => {
    const url = `${feeds.url}/feeds/outlet-a.xml`;
    const answer = await post('editor', { intent: 'add', name: 'Techno Desk', url, category: 'releases' });
    expect(answer.status).toBe(200);
    expect(answer.data.toast).toMatchObject({ tone: 'success', title: 'RSS source added' });
    const row = await rowByUrl(url);
    expect(row).toMatchObject({
      name: 'Techno Desk',
      category: 'releases',
      isActive: true,
      siteUrl: 'http://127.0.0.1/outlet-a/',
    });
    const [audit] = await auditsOf('source.create', row!.id);
    expect(audit).toMatchObject({ actorEmail: 'editor@sources.test', entityType: 'source' });
    expect(audit!.after).toMatchObject({ name: 'Techno Desk', url });

    const again = await post('editor', { intent: 'add', name: 'Twice', url, category: 'news' });
    expect(again.status).toBe(409);
    expect(again.data.toast.description).toBe(
      `Failed to add RSS source: ${url} is already a source ("Techno Desk")`,
    );
    expect(again.data.values).toMatchObject({ name: 'Twice', url });
  });

  it('refuses what is not a feed with the reason, and offers to store a feed that cannot be reached now', async () => {
    const page = await post('editor', {
      intent: 'add',
      name: 'A page',
      url: `${feeds.url}/feeds/not-a-feed.html`,
      category: 'news',
    });
    expect(page.status).toBe(400);
    expect(page.data.toast.description).toContain('answered, but not with an RSS, Atom or JSON feed');
    expect(page.data.offerUnchecked).toBeUndefined();
    // Asking for an unchecked add does not store a definite refusal either.
    const forced = await post('editor', {
      intent: 'add-unchecked',
      name: 'A page',
      url: `${feeds.url}/feeds/not-a-feed.html`,
      category: 'news',
    });
    expect(forced.status).toBe(400);

    const offline = `http://127.0.0.1:${await freePort()}/feed.xml`;
    const down = await post('editor', { intent: 'add', name: 'Offline', url: offline, category: 'gear' });
    expect(down.status).toBe(400);
    expect(down.data.offerUnchecked).toBe(true);
    expect(down.data.fieldErrors.url[0]).toContain('Could not fetch');
    expect(await rowByUrl(offline)).toBeUndefined();
    const stored = await post('editor', {
      intent: 'add-unchecked',
      name: 'Offline',
      url: offline,
      category: 'gear',
    });
    expect(stored.data.toast).toMatchObject({ title: 'RSS source added' });
    expect(stored.data.toast.description).toContain('added unchecked');
    expect(await rowByUrl(offline)).toMatchObject({ name: 'Offline', category: 'gear', lastStatus: null });
    const [audit] = await auditsOf('source.create', (await rowByUrl(offline))!.id);
    expect(audit!.summary).toContain('unchecked');
  });

  it('never bypasses the address guard: a private address is refused, checked or not', async () => {
    const strict = { ...services, config: configWith(false) };
    const url = `${feeds.url}/feeds/outlet-b.xml`;
    for (const intent of ['add', 'add-unchecked']) {
      const answer = await post('admin', { intent, name: 'Loopback', url, category: 'news' }, strict);
      expect(answer.status).toBe(400);
      expect(answer.data.toast.description).toContain('is a private or reserved address');
      expect(answer.data.offerUnchecked).toBeUndefined();
    }
    expect(await rowByUrl(url)).toBeUndefined();
  });

  it('answers an address it cannot parse with a field error, keeping what was typed', async () => {
    for (const url of ['not a url', 'djmag .com/feed', 'mailto:news@djmag.com']) {
      const answer = await post('editor', { intent: 'add', name: 'Typed', url, category: 'gear' });
      expect(answer.status).toBe(400);
      expect(answer.data.fieldErrors).toEqual({ url: [invalidFeedUrlMessage] });
      expect(answer.data.values).toMatchObject({ name: 'Typed', url, category: 'gear' });
    }
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`))!;
    const edited = await call(sourcePage.action as Handler, 'editor', {
      path: `/admin/sources/${row.id}`,
      params: { id: row.id },
      form: { intent: 'update', name: row.name, url: 'not a url', category: row.category, kind: row.kind },
    });
    expect(edited.status).toBe(400);
    expect(edited.data.fieldErrors).toEqual({ url: [invalidFeedUrlMessage] });
    expect(edited.data.values).toMatchObject({ url: 'not a url' });
    expect(await rowByUrl(row.url)).toMatchObject({ id: row.id });
  });

  it('takes an address without a scheme as https://, through the same address guard', async () => {
    const strict = { ...services, config: configWith(false) };
    const typed = `${new URL(feeds.url).host}/feeds/outlet-b.xml`;
    const answer = await post('admin', { intent: 'add', name: 'Bare', url: typed, category: 'news' }, strict);
    expect(answer.status).toBe(400);
    expect(answer.data.toast.description).toContain(`Could not fetch https://${typed}`);
    expect(answer.data.toast.description).toContain('is a private or reserved address');
    expect(answer.data.values).toMatchObject({ url: typed });
    expect(await rowByUrl(`https://${typed}`)).toBeUndefined();
  });

  it('switches a source off and on at once, a demo source too', async () => {
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`))!;
    const off = await post('editor', { intent: 'toggle', id: row.id, active: 'false' });
    expect(off.data.toast).toEqual({
      tone: 'success',
      title: 'RSS source updated',
      description: '"Techno Desk" is inactive.',
    });
    expect((await rowByUrl(row.url))!.isActive).toBe(false);
    expect(await auditsOf('source.deactivate', row.id)).toHaveLength(1);
    await post('editor', { intent: 'toggle', id: row.id, active: 'true' });
    expect((await rowByUrl(row.url))!.isActive).toBe(true);

    const [demo] = await database.db
      .insert(sources)
      .values({
        name: 'Demo Wire',
        url: 'https://demowire.example/feed.xml',
        host: 'demowire.example',
        isDemo: true,
        isActive: false,
      })
      .returning();
    const switched = await post('editor', { intent: 'toggle', id: demo!.id, active: 'true' });
    expect(switched.data.toast).toMatchObject({ tone: 'success', description: '"Demo Wire" is active.' });
    expect((await rowByUrl(demo!.url))!.isActive).toBe(true);
    // Switched on, it is still never crawled.
    const crawl = await post('editor', { intent: 'crawl', id: demo!.id });
    expect(crawl.status).toBe(400);
    const moved = await call(sourcePage.action as Handler, 'editor', {
      params: { id: demo!.id },
      form: {
        intent: 'update',
        name: 'Demo Wire',
        url: `${feeds.url}/feeds/outlet-b.xml`,
        category: 'news',
        kind: 'news',
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.data.fieldErrors.url[0]).toContain("A demo source's address cannot change");
    const unknown = await post('editor', {
      intent: 'toggle',
      id: '0190a8e0-0000-7000-8000-000000000000',
      active: 'true',
    });
    expect(unknown.status).toBe(404);
  });

  it('makes a source due now and asks the worker for a crawl tick, without crawling itself', async () => {
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`))!;
    const later = new Date(Date.now() + 6 * 3600_000);
    await database.db
      .update(sources)
      .set({ nextCrawlAt: later, errorCount: 3 })
      .where(eq(sources.id, row.id));
    const hitsBefore = feeds.hits.get('/feeds/outlet-a.xml') ?? 0;
    const { rows: before } = await database.pool.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`,
      [jobNames.crawlTick],
    );
    const answer = await post('editor', { intent: 'crawl', id: row.id });
    expect(answer.data.toast).toMatchObject({ title: 'RSS source updated' });
    expect(answer.data.toast.description).toContain('the worker crawls it in a moment');
    expect((await rowByUrl(row.url))!.nextCrawlAt.getTime()).toBeLessThanOrEqual(Date.now());
    const { rows: after } = await database.pool.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`,
      [jobNames.crawlTick],
    );
    expect(after[0].n).toBe(before[0].n + 1);
    expect(feeds.hits.get('/feeds/outlet-a.xml') ?? 0).toBe(hitsBefore);
    expect(await auditsOf('source.crawl', row.id)).toHaveLength(1);

    await post('editor', { intent: 'toggle', id: row.id, active: 'false' });
    const paused = await post('editor', { intent: 'crawl', id: row.id });
    expect(paused.data.toast.description).toBe(
      'Failed to update RSS source: Switch the source on first: inactive sources are not crawled',
    );
    await post('editor', { intent: 'toggle', id: row.id, active: 'true' });
  });

  it('edits a source, re-checking a new address and starting its crawl state afresh', async () => {
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`))!;
    await database.db
      .update(sources)
      .set({ lastError: 'old', errorCount: 2, etag: '"x"' })
      .where(eq(sources.id, row.id));
    const edit = (form: Record<string, string>, role: Role = 'editor') =>
      call(sourcePage.action as Handler, role, {
        path: `/admin/sources/${row.id}`,
        params: { id: row.id },
        form,
      });
    const fields = { name: 'Techno Desk', url: row.url, category: 'releases', kind: 'news' };

    const renamed = await edit({
      ...fields,
      intent: 'update',
      name: 'Techno Desk Weekly',
      kind: 'video',
      autoPublish: 'on',
    });
    expect(renamed.data.toast).toEqual({
      tone: 'success',
      title: 'RSS source updated',
      description: '"Techno Desk Weekly" is saved.',
    });
    expect(await rowByUrl(row.url)).toMatchObject({
      name: 'Techno Desk Weekly',
      kind: 'video',
      autoPublish: true,
      errorCount: 2,
    });
    const [audit] = await auditsOf('source.update', row.id);
    expect(audit!.before).toMatchObject({ name: 'Techno Desk', autoPublish: false });
    expect(audit!.after).toMatchObject({ name: 'Techno Desk Weekly', autoPublish: true });

    const notFeed = await edit({ ...fields, intent: 'update', url: `${feeds.url}/feeds/not-a-feed.html` });
    expect(notFeed.status).toBe(400);
    expect(notFeed.data.fieldErrors.url[0]).toContain('not with an RSS, Atom or JSON feed');
    expect((await rowByUrl(row.url))!.id).toBe(row.id);

    const taken = await edit({
      ...fields,
      intent: 'update',
      url: (await database.db.select().from(sources).where(eq(sources.name, 'Offline')))[0]!.url,
    });
    expect(taken.status).toBe(409);

    const moved = `${feeds.url}/feeds/outlet-b.xml`;
    const changed = await edit({ ...fields, intent: 'update', url: moved });
    expect(changed.data.toast.title).toBe('RSS source updated');
    expect(await rowByUrl(moved)).toMatchObject({
      id: row.id,
      autoPublish: false,
      errorCount: 0,
      lastError: null,
      etag: null,
    });
    expect(await rowByUrl(row.url)).toBeUndefined();

    const missing = await call(sourcePage.loader as Handler, 'editor', { params: { id: 'not-a-uuid' } });
    expect(missing.status).toBe(404);
  });

  it('lists every source with its health and items per day, and filters the failing ones', async () => {
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-b.xml`))!;
    const day = 24 * 3600_000;
    await database.db.insert(feedItems).values(
      [0, 0, 0, 2, 27, 40].map((daysAgo, i) => ({
        sourceId: row.id,
        guid: `spark-${i}`,
        title: `Item ${i}`,
        contentHash: `spark-hash-${i}`,
        signature: Buffer.alloc(4),
        publishedAt: new Date(Date.now() - daysAgo * day),
      })),
    );
    await database.db
      .update(sources)
      .set({ errorCount: 4, lastError: 'The server answered 500', lastStatus: 500 })
      .where(eq(sources.name, 'Offline'));

    const list = await call(listPage.loader as Handler, 'editor');
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ isAdmin: false, total: 3, failing: 1, show: 'all', sort: 'name' });
    const listed = list.data.sources.find((source: { id: string }) => source.id === row.id);
    expect(listed.daily).toHaveLength(28);
    expect(listed.daily.at(-1)).toBe(3);
    expect(listed.daily.at(-3)).toBe(1);
    expect(listed.daily[0]).toBe(1);
    expect(listed.daily.reduce((sum: number, items: number) => sum + items, 0)).toBe(5);

    const failing = await call(listPage.loader as Handler, 'admin', {
      path: '/admin/sources?show=failing&sort=errors',
    });
    expect(failing.data.isAdmin).toBe(true);
    expect(failing.data.sources.map((source: { name: string }) => source.name)).toEqual(['Offline']);
    expect(failing.data.sources[0]).toMatchObject({ lastError: 'The server answered 500', errorCount: 4 });
    const odd = await call(listPage.loader as Handler, 'admin', { path: '/admin/sources?show=<script>' });
    expect(odd.data.show).toBe('all');
  });

  it('deletes for admins only, after a confirmation page, with the items and an audit entry', async () => {
    const row = (await rowByUrl(`${feeds.url}/feeds/outlet-b.xml`))!;
    const page = { path: `/admin/sources/${row.id}/delete`, params: { id: row.id } };
    expect((await call(deletePage.loader as Handler, 'editor', page)).status).toBe(403);
    expect((await call(deletePage.action as Handler, 'editor', { ...page, form: {} })).status).toBe(403);
    expect(await rowByUrl(row.url)).toBeDefined();

    const confirm = await call(deletePage.loader as Handler, 'admin', page);
    expect(confirm.data).toMatchObject({ source: { id: row.id }, storedItems: 6 });
    const deleted = await call(deletePage.action as Handler, 'admin', { ...page, form: {} });
    expect(deleted.data.toast).toMatchObject({ tone: 'success', title: 'RSS source deleted' });
    expect(await rowByUrl(row.url)).toBeUndefined();
    expect(await database.db.select().from(feedItems).where(eq(feedItems.sourceId, row.id))).toEqual([]);
    const [audit] = await auditsOf('source.delete', row.id);
    expect(audit).toMatchObject({ actorEmail: 'admin@sources.test' });
    expect(audit!.before).toMatchObject({ name: 'Techno Desk', url: row.url });

    const again = await call(deletePage.action as Handler, 'admin', { ...page, form: {} });
    expect(again.status).toBe(404);
    expect(again.data.toast.description).toBe(
      'Failed to delete RSS source: This source does not exist (any more)',
    );
    expect((await call(deletePage.loader as Handler, 'admin', page)).data).toEqual({
      source: null,
      storedItems: 0,
    });
  });

  it('imports an uploaded OPML file for admins only, reporting each feed', async () => {
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>
      <outline text="festivals">
        <outline text="Outlet A" xmlUrl="${feeds.url}/feeds/outlet-a.xml"/>
        <outline text="Broken" xmlUrl="${feeds.url}/feeds/broken.xml"/>
        <outline text="Again" xmlUrl="${(await database.db.select().from(sources).where(eq(sources.name, 'Offline')))[0]!.url}"/>
        <outline text="Down" xmlUrl="${feeds.url}/unavailable"/>
      </outline></body></opml>`;
    const upload = (text: string, name = 'feeds.opml') => {
      const form = new FormData();
      form.set('opml', new File([text], name, { type: 'text/x-opml' }));
      return form;
    };
    const refused = await call(importPage.action as Handler, 'editor', {
      path: '/admin/sources/import',
      form: upload(opml),
    });
    expect(refused.status).toBe(403);
    expect(await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`)).toBeUndefined();

    const answer = await call(importPage.action as Handler, 'admin', {
      path: '/admin/sources/import',
      form: upload(opml),
    });
    expect(answer.data.toast).toEqual({
      tone: 'success',
      title: 'RSS sources imported',
      description: '2 added (1 unchecked), 1 already present, 1 failed.',
    });
    expect(answer.data.report.added).toEqual([{ name: 'Outlet A', url: `${feeds.url}/feeds/outlet-a.xml` }]);
    expect(answer.data.report.unchecked).toMatchObject([{ name: 'Down', url: `${feeds.url}/unavailable` }]);
    expect(answer.data.report.failed).toMatchObject([{ url: `${feeds.url}/feeds/broken.xml` }]);
    expect(answer.data.report.skipped).toHaveLength(1);
    expect(await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`)).toMatchObject({ category: 'festivals' });
    const [summary] = await auditsOf('source.import');
    expect(summary!.summary).toBe('Imported feeds.opml: 2 added (1 unchecked), 1 already present, 1 failed');
    const added = await rowByUrl(`${feeds.url}/feeds/outlet-a.xml`);
    expect(await auditsOf('source.create', added!.id)).toHaveLength(1);

    const notOpml = await call(importPage.action as Handler, 'admin', {
      path: '/admin/sources/import',
      form: upload('<html/>'),
    });
    expect(notOpml.status).toBe(400);
    expect(notOpml.data.fieldErrors.opml[0]).toContain('Not an OPML file');
    const empty = await call(importPage.action as Handler, 'admin', {
      path: '/admin/sources/import',
      form: new FormData(),
    });
    expect(empty.data.fieldErrors.opml).toEqual(['Choose an OPML file to import']);
    const huge = await call(importPage.action as Handler, 'admin', {
      path: '/admin/sources/import',
      form: upload(`<opml>${' '.repeat(1024 * 1024 + 20_000)}</opml>`),
    });
    expect(huge.status).toBe(413);
  });

  it('exports every source as an OPML download', async () => {
    const answer = await call(exportRoute.loader as Handler, 'editor', {
      path: '/admin/sources/export.opml',
    });
    const response = answer.response!;
    expect(response.headers.get('content-type')).toBe('text/x-opml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sources-\d{4}-\d{2}-\d{2}\.opml"$/,
    );
    const xml = await response.text();
    expect(xml).toContain(`xmlUrl="${feeds.url}/feeds/outlet-a.xml"`);
    expect(xml).toContain('<outline text="gear" title="gear">');
    expect(
      (await call(exportRoute.loader as Handler, undefined, { path: '/admin/sources/export.opml' })).status,
    ).toBe(303);
  });
});
