// Issue 11, acceptance 2 and 3: the desk's dashboard (automation runs, newsroom health) and its Manual
// Triggers, against a real database and a real pg-boss.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServices, type AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { articles } from '../../app/db/schema/content';
import { automationLogs, feedItems, sources, stories } from '../../app/db/schema/newsroom';
import { advertisingInquiries, contactMessages, tips } from '../../app/db/schema/participation';
import { buildArticle, buildSource } from '../../app/db/seed/builders';
import { signIn } from '../../app/domain/auth/sign-in.server';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { loadDashboard } from '../../app/domain/operations/dashboard.server';
import { jobNames, startJobQueue, type JobQueue } from '../../app/jobs/queue.server';
import { manualTriggers, triggerRun, triggerStates } from '../../app/jobs/triggers.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import {
  action as triggersAction,
  loader as triggersLoader,
} from '../../app/routes/admin/automation/triggers';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { testServers, useTestDatabase } from '../support/test-database';
import { insertBulkArticles, planOf, recordingDatabase } from './query-plans';

const HOUR = 3_600_000;
const PASSWORD = 'correct horse battery staple';
const trigger = (id: (typeof manualTriggers)[number]['id']) =>
  manualTriggers.find((entry) => entry.id === id)!;
const editor = { id: null, email: 'ed@example.test' };

describe.each(testServers())('the desk dashboard on $name', (server) => {
  const database = useTestDatabase(server);
  const now = new Date('2026-11-27T09:30:00Z');

  it('counts the runs of the last 24 hours, and lists the latest 50 newest first', async () => {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    await database.db.insert(automationLogs).values([
      { type: 'rss_processing', targetTable: 'feed_items', status: 'success', createdAt: at(1) },
      { type: 'rss_processing', targetTable: 'feed_items', status: 'success', createdAt: at(2) },
      { type: 'weekly_charts', targetTable: 'charts', status: 'success', createdAt: at(3) },
      {
        type: 'newsletter_digest',
        targetTable: 'newsletter_queue',
        status: 'error',
        errorMessage: 'boom',
        createdAt: at(4),
      },
      {
        type: 'rss_processing',
        targetTable: 'feed_items',
        status: 'error',
        errorMessage: 'all failed',
        createdAt: at(23.9),
      },
      { type: 'rss_processing', targetTable: 'feed_items', status: 'pending', createdAt: at(0.5) },
      // Older than the stats' 24 hours: listed, not counted.
      ...Array.from({ length: 54 }, (_, i) => ({
        type: 'rss_processing',
        targetTable: 'feed_items',
        status: 'success' as const,
        createdAt: at(25 + i),
      })),
    ]);
    const dashboard = await loadDashboard(database.db, now);
    expect(dashboard.stats).toEqual({ total: 6, successful: 3, failed: 2 });
    expect(dashboard.logs).toHaveLength(50);
    expect(dashboard.logs.slice(0, 3).map((log) => [log.type, log.status])).toEqual([
      ['rss_processing', 'pending'],
      ['rss_processing', 'success'],
      ['rss_processing', 'success'],
    ]);
    expect(dashboard.logs[4]).toMatchObject({
      type: 'newsletter_digest',
      errorMessage: 'boom',
      targetTable: 'newsletter_queue',
    });
    const times = dashboard.logs.map((log) => log.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows failing sources, hourly items and stories, drafts waiting with the oldest, and new inbox messages', async () => {
    const [failing, worse, off] = [
      buildSource({ name: 'Flaky Feed', errorCount: 2, lastStatus: 503, lastError: 'HTTP 503' }),
      buildSource({ name: 'Dead Feed', errorCount: 9, lastStatus: 404, lastError: 'HTTP 404' }),
      buildSource({ name: 'Switched Off', errorCount: 20, isActive: false }),
    ];
    const healthy = buildSource({ name: 'Healthy Feed' });
    await database.db.insert(sources).values([failing, worse, off, healthy]);
    const item = (n: number, publishedAt: Date) => ({
      sourceId: healthy.id,
      guid: `item-${n}`,
      title: `Item ${n}`,
      contentHash: `hash-${n}`,
      signature: Buffer.alloc(4),
      publishedAt,
    });
    await database.db.insert(feedItems).values([
      item(1, new Date('2026-11-27T08:10:00Z')),
      item(2, new Date('2026-11-27T08:50:00Z')),
      item(3, new Date('2026-11-26T23:00:00Z')),
      item(4, new Date('2026-11-10T08:00:00Z')), // before the 7 days
    ]);
    await database.db.insert(stories).values([
      {
        title: 'New story',
        firstSeenAt: new Date('2026-11-27T08:10:00Z'),
        lastItemAt: new Date('2026-11-27T08:50:00Z'),
      },
      {
        title: 'Old story, new item',
        firstSeenAt: new Date('2026-11-01T08:00:00Z'),
        lastItemAt: new Date('2026-11-27T08:00:00Z'),
      },
    ]);
    await database.db.insert(articles).values([
      buildArticle({ title: 'Oldest draft', status: 'draft', createdAt: new Date('2026-11-24T09:30:00Z') }),
      buildArticle({
        title: 'In review',
        status: 'in_review',
        createdAt: new Date('2026-11-26T09:30:00Z'),
      }),
      buildArticle({
        title: 'Published',
        status: 'published',
        createdAt: new Date('2026-11-01T09:30:00Z'),
      }),
    ]);
    await database.db
      .insert(tips)
      .values([{ message: 'A tip' }, { message: 'Another tip' }, { message: 'An old tip', status: 'used' }]);
    await database.db.insert(contactMessages).values([
      { name: 'A', email: 'a@example.test', subject: 'Hi', message: 'Hello' },
      { name: 'B', email: 'b@example.test', subject: 'Hi', message: 'Hello', status: 'answered' },
    ]);
    await database.db
      .insert(advertisingInquiries)
      .values([{ name: 'C', email: 'c@example.test', message: 'Ads?', status: 'read' }]);

    const dashboard = await loadDashboard(database.db, now);
    expect(dashboard.sources.count).toBe(2);
    expect(dashboard.sources.active).toBe(3);
    expect(
      dashboard.sources.worst.map((source) => [source.name, source.errorCount, source.lastStatus]),
    ).toEqual([
      ['Dead Feed', 9, 404],
      ['Flaky Feed', 2, 503],
    ]);
    expect(dashboard.activity).toHaveLength(168);
    expect(dashboard.activity[0]!.hour).toBe('2026-11-20T10:00:00Z');
    expect(dashboard.activity.at(-1)).toEqual({ hour: '2026-11-27T09:00:00Z', items: 0, stories: 0 });
    expect(dashboard.activity.find((hour) => hour.hour === '2026-11-27T08:00:00Z')).toEqual({
      hour: '2026-11-27T08:00:00Z',
      items: 2,
      stories: 1,
    });
    expect(dashboard.activity.reduce((sum, hour) => sum + hour.items, 0)).toBe(3);
    expect(dashboard.activity.reduce((sum, hour) => sum + hour.stories, 0)).toBe(1);
    expect(dashboard.drafts.count).toBe(2);
    expect(dashboard.drafts.oldest).toMatchObject({ title: 'Oldest draft' });
    expect(dashboard.inbox).toEqual({ tips: 2, messages: 1, inquiries: 0 });
  });
});

// Every number of the dashboard read through an index, on tables the size a running newsroom fills, as
// PostgreSQL's default settings plan them.
describe.each(testServers())('the dashboard’s queries on full tables on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    await insertBulkArticles(database.pool, { articles: 20_000, authors: 20, tags: 50 });
    await database.pool.query(
      `INSERT INTO automation_logs (type, target_table, status, created_at)
       SELECT 'rss_processing', 'feed_items', CASE WHEN g % 10 = 0 THEN 'error' ELSE 'success' END,
         now() - g * interval '5 minutes'
       FROM generate_series(1, 25000) g`,
    );
    await database.pool.query(
      `INSERT INTO sources (name, url, host) SELECT 'Bulk source ' || i, 'http://127.0.0.1:9/b-' || i || '.xml', '127.0.0.1'
       FROM generate_series(1, 20) i`,
    );
    await database.pool.query(
      `INSERT INTO feed_items (source_id, guid, title, content_hash, signature, published_at)
       SELECT (ARRAY(SELECT id FROM sources ORDER BY name))[1 + g % 20], 'bulk-' || g, 'Item ' || g, md5('bulk-' || g),
         '\\x00'::bytea, now() - g * interval '2 minutes'
       FROM generate_series(1, 40000) g`,
    );
    await database.pool.query(
      `INSERT INTO stories (title, first_seen_at, last_item_at)
       SELECT 'Story ' || g, now() - g * interval '10 minutes', now() - g * interval '9 minutes'
       FROM generate_series(1, 20000) g`,
    );
    for (const table of ['tips', 'contact_messages', 'advertising_inquiries'])
      await database.pool.query(
        `INSERT INTO ${table} (${table === 'tips' ? 'message' : 'name, email, message'}${table === 'contact_messages' ? ', subject' : ''}, status, created_at)
         SELECT ${table === 'tips' ? "'Tip ' || g" : "'Name', 'n@example.test', 'Message ' || g"}${table === 'contact_messages' ? ", 'Subject'" : ''},
           CASE WHEN g % 50 = 0 THEN 'new' ELSE '${table === 'tips' ? 'used' : 'archived'}' END, now() - g * interval '1 hour'
         FROM generate_series(1, 20000) g`,
      );
    await database.pool.query(
      'VACUUM ANALYZE automation_logs, sources, feed_items, stories, tips, contact_messages, advertising_inquiries',
    );
  });

  it('reads each table through the index made for it', async () => {
    const recording = recordingDatabase(database.pool);
    const dashboard = await loadDashboard(recording.db, new Date());
    expect(dashboard.logs).toHaveLength(50);
    expect(dashboard.drafts.count).toBe(2_000);
    expect(dashboard.inbox).toEqual({ tips: 400, messages: 400, inquiries: 400 });
    const planFor = async (table: string, pattern = /./) => {
      const statements = recording.statements.filter(
        (statement) =>
          new RegExp(`from "?${table}"?`, 'i').test(statement.sql) && pattern.test(statement.sql),
      );
      expect(statements.length, table).toBeGreaterThan(0);
      return Promise.all(statements.map((statement) => planOf(database.pool, statement)));
    };
    for (const plan of await planFor('automation_logs')) expect(plan).toMatch(/automation_logs_created_idx/);
    const [list] = await planFor('automation_logs', /limit/i);
    expect(list).not.toMatch(/\bSort\b/);
    for (const plan of await planFor('feed_items')) expect(plan).toMatch(/feed_items_published_idx/);
    for (const plan of await planFor('stories')) expect(plan).toMatch(/stories_last_item_idx/);
    for (const plan of await planFor('articles')) expect(plan).toMatch(/articles_review_queue_idx/);
    for (const table of ['tips', 'contact_messages', 'advertising_inquiries'])
      for (const plan of await planFor(table)) expect(plan).toMatch(new RegExp(`${table}_status_idx`));
  });
});

describe.each(testServers())('manual triggers on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-triggers-'));
  const services = {} as AppServices;
  let jobs: JobQueue;
  let cookie = '';

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' });
    const logger = createLogger('silent');
    jobs = await startJobQueue(database.url, logger);
    Object.assign(services, { db: database.db, config, logger, jobs });
    await createStaffAccount(services, { email: 'ed@example.test', role: 'editor', password: PASSWORD });
    const signedIn = await signIn(
      services,
      new Request('http://localhost:3000/login'),
      { email: 'ed@example.test', password: PASSWORD },
      '198.51.100.7',
    );
    if (!signedIn.ok) throw new Error('sign-in failed');
    cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('dropwire.session_token='))!;
  });

  afterAll(async () => {
    await jobs?.stop();
  });

  const stateOf = async (id: string) =>
    (await triggerStates(database.db)).find((entry) => entry.id === id)!.state;

  it('sends the schedule’s job, refuses a second while one waits or runs, and takes one again when it is done', async () => {
    const first = await triggerRun(services, trigger('weekly_charts'), editor);
    expect(first.ok).toBe(true);
    expect(await stateOf('weekly_charts')).toBe('waiting');
    expect(await triggerRun(services, trigger('weekly_charts'), editor)).toEqual({
      ok: false,
      reason: 'a run is already waiting to start',
    });
    // A worker takes it: now it runs.
    const [job] = await jobs.boss.fetch<{ trigger: string; by: string }>(jobNames.weeklyCharts);
    expect(job?.id).toBe(first.ok ? first.jobId : undefined);
    expect(job?.data).toEqual({ trigger: 'manual', by: 'ed@example.test' });
    expect(await stateOf('weekly_charts')).toBe('running');
    expect(await triggerRun(services, trigger('weekly_charts'), editor)).toEqual({
      ok: false,
      reason: 'a run is already in progress',
    });
    // The other triggers are not held up by it.
    expect(await stateOf('newsletter_digest')).toBe('idle');
    await jobs.boss.complete(jobNames.weeklyCharts, job!.id);
    expect(await stateOf('weekly_charts')).toBe('idle');
    const again = await triggerRun(services, trigger('weekly_charts'), editor);
    expect(again.ok).toBe(true);
    // Each accepted trigger is in the audit log; refusals are not.
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'automation.trigger'));
    expect(audit.map((entry) => [entry.entityId, entry.actorEmail])).toEqual([
      ['weekly_charts', 'ed@example.test'],
      ['weekly_charts', 'ed@example.test'],
    ]);
  });

  it('makes one run when two editors press at once, on the crawl tick as on the weekly jobs', async () => {
    for (const id of ['rss_processing', 'newsletter_digest'] as const) {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => triggerRun(services, trigger(id), editor)),
      );
      expect(
        results.filter((result) => result.ok),
        id,
      ).toHaveLength(1);
      expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(
        Array(4).fill('a run is already waiting to start'),
      );
      const { rows } = await database.pool.query(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
        [trigger(id).jobName],
      );
      expect(rows).toHaveLength(1);
    }
  });

  it('keeps a schedule’s tick out of a weekly queue while a triggered run waits (one job at a time)', async () => {
    // As pg-boss's schedule sends it: the same queue, no key.
    expect(await jobs.boss.send(jobNames.newsletterDigest, {})).toBeNull();
  });

  it('answers the Trigger Now form with the spec’s toasts, and only to someone signed in', async () => {
    const context = new RouterContextProvider();
    context.set(appServices, services);
    const post = (body: Record<string, string>, withCookie = true) => ({
      request: new Request('http://localhost:3000/admin/triggers', {
        method: 'POST',
        headers: withCookie ? { cookie } : {},
        body: new URLSearchParams(body),
      }),
      context,
      params: {},
    });
    // Anonymous: sent to sign in, nothing sent.
    await expect(triggersAction(post({ trigger: 'weekly_charts' }, false) as never)).rejects.toMatchObject({
      status: 303,
    });
    const done = (await triggersAction(post({ trigger: 'weekly_charts' }) as never)) as {
      data: unknown;
      init: { status?: number } | null;
    };
    expect(done.data).toEqual({
      ok: false,
      toast: {
        tone: 'error',
        title: 'Error',
        description: 'Failed to trigger weekly_charts: a run is already waiting to start',
      },
    });
    expect(done.init?.status).toBe(409);
    // Clear the queue the earlier tests filled, then trigger for real.
    await database.pool.query(`DELETE FROM pgboss.job WHERE name = $1`, [jobNames.weeklyCharts]);
    const started = (await triggersAction(post({ trigger: 'weekly_charts' }) as never)) as { data: unknown };
    expect(started.data).toEqual({
      ok: true,
      toast: {
        tone: 'success',
        title: 'Automation triggered',
        description: 'Weekly Charts has been started successfully.',
      },
    });
    const unknown = (await triggersAction(post({ trigger: 'drop_tables' }) as never)) as {
      data: { toast: { description: string } };
      init: { status?: number } | null;
    };
    expect(unknown.data.toast.description).toBe(
      'Failed to trigger automation: Choose one of the automations on this page.',
    );
    expect(unknown.init?.status).toBe(400);

    const page = await triggersLoader({
      request: new Request('http://localhost:3000/admin/triggers', { headers: { cookie } }),
      context,
      params: {},
    } as never);
    expect(page.triggers.map((entry) => [entry.title, entry.state])).toEqual([
      ['RSS Processing', 'waiting'],
      ['Weekly Charts', 'waiting'],
      ['Newsletter Digest', 'waiting'],
    ]);
    // No worker ran here, so no schedule was written yet.
    expect(page.schedules).toEqual([]);
    await expect(
      dashboardLoader({ request: new Request('http://localhost:3000/admin'), context, params: {} } as never),
    ).rejects.toMatchObject({ status: 303 });
  });
});
