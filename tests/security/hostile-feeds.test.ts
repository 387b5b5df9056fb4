// Issue 15, acceptance 1 and 2: a hostile feed can plant no script URL on a page and can stop no batch.
import { eq, sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleSources } from '../../app/db/schema/content';
import { feedItems, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testClaim, testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const claim = testClaim('security-test', { perHost: 4 });

describe.each(testServers())('hostile feeds on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let deps: NewsroomDeps;

  beforeAll(async () => {
    feeds = await startFeedServer();
    deps = await testNewsroomDeps(database.db, { perHost: 4 });
    await database.db.insert(sources).values([
      buildSource({
        name: 'Hostile links',
        url: `${feeds.url}/feeds/hostile-links.json`,
        autoPublish: true,
      }),
      buildSource({ name: 'Hostile text', url: `${feeds.url}/feeds/hostile-text.json`, autoPublish: true }),
    ]);
    await runCrawl(deps, claim);
  });

  afterAll(async () => {
    await deps?.agent.close();
    await feeds?.close();
  });

  it('keeps only http(s) links from feed fields, and stores every entry', async () => {
    const items = await database.db.select().from(feedItems);
    expect(items).toHaveLength(12);
    for (const item of items) {
      for (const link of [item.url, item.canonicalUrl, item.imageUrl])
        if (link) expect(link).toMatch(/^https?:\/\//);
    }
    const [hostileLinks] = await database.db.select().from(sources).where(eq(sources.name, 'Hostile links'));
    expect(hostileLinks).toMatchObject({ lastError: null, siteUrl: null });
    for (const row of await database.db.select().from(articleSources))
      expect(row.url).toMatch(/^https?:\/\//);
    for (const article of await database.db.select().from(articles)) {
      for (const [, link] of article.content.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi))
        expect(link).toMatch(/^https?:\/\//);
      expect(article.content).not.toMatch(/<[^>]+\son\w+\s*=/i);
      if (article.coverImageUrl) expect(article.coverImageUrl).toMatch(/^https?:\/\//);
    }
  });

  it('strips control characters, hashes over-long GUIDs and drops over-long links', async () => {
    const items = await database.db.select().from(feedItems);
    const boiler = items.find((item) => item.title.startsWith('Boiler Room'));
    expect(boiler?.title).toBe('Boiler Room returns to Berlin with a marathon');
    expect(boiler?.author).toBe('Editor Injected: header');
    // eslint-disable-next-line no-control-regex -- the attack is control characters
    expect(boiler?.contentText).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const dekmantel = items.find((item) => item.title.startsWith('Dekmantel'));
    expect(dekmantel?.guid).toMatch(/^sha256:[0-9a-f]{64}$/);
    const awakenings = items.find((item) => item.title.startsWith('Awakenings'));
    expect(awakenings).toMatchObject({ url: null, imageUrl: null });
    const [hostileText] = await database.db.select().from(sources).where(eq(sources.name, 'Hostile text'));
    expect(hostileText?.lastError).toBeNull();
  });

  it('marks only the source whose items PostgreSQL refuses as failed, and stores the rest of the batch', async () => {
    const [poisoned, ...healthy] = await database.db
      .insert(sources)
      .values([
        buildSource({ name: 'Poisoned', url: `${feeds.url}/feeds/rss091.xml` }),
        buildSource({ name: 'Healthy A', url: `${feeds.url}/feeds/rss1-rdf.xml` }),
        buildSource({ name: 'Healthy B', url: `${feeds.url}/feeds/atom10-xml-base.xml` }),
      ])
      .returning();
    // A real refusal by the real database, for one source's rows only: what a value no index can hold does.
    await database.pool.query(`
      CREATE FUNCTION refuse_poisoned() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.source_id = '${poisoned!.id}' THEN
          RAISE EXCEPTION 'index row size exceeds btree maximum' USING ERRCODE = '54000';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_poisoned BEFORE INSERT ON feed_items FOR EACH ROW EXECUTE FUNCTION refuse_poisoned();`);
    try {
      const run = await runCrawl(deps, {
        ...claim,
        sourceIds: [poisoned!.id, ...healthy.map((row) => row.id)],
      });
      expect(run.counts.failed).toBe(1);
      const after = await database.db.select().from(sources);
      const state = (id: string) => after.find((row) => row.id === id)!;
      expect(state(poisoned!.id).lastError).toMatch(/^Its items could not be stored \(PostgreSQL 54000: /);
      expect(state(poisoned!.id).errorCount).toBe(1);
      expect(state(poisoned!.id).leaseUntil).toBeNull();
      for (const row of healthy) {
        expect(state(row.id).lastError).toBeNull();
        const [count] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(feedItems)
          .where(eq(feedItems.sourceId, row.id));
        expect(count!.n).toBeGreaterThan(0);
      }
    } finally {
      await database.pool.query(
        'DROP TRIGGER refuse_poisoned ON feed_items; DROP FUNCTION refuse_poisoned()',
      );
    }
  });

  describe('article pages, read by a browser', () => {
    let app: SpawnedProcess;
    let browser: Browser;

    beforeAll(async () => {
      app = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false', SEED_DEMO: 'false' });
      browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--no-first-run',
        ],
      });
    });
    afterAll(async () => {
      await browser?.close();
      if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    });

    it('carry no live script URL anywhere', async () => {
      const published = await database.db
        .select({ slug: articles.slug })
        .from(articles)
        .where(eq(articles.status, 'published'));
      expect(published.length).toBeGreaterThanOrEqual(10);
      const page = await browser.newPage({ javaScriptEnabled: false });
      for (const { slug } of published) {
        const response = await page.goto(`${app.url}/news/${slug}`);
        expect(response?.status()).toBe(200);
        // Every URL the browser would follow or load, as the browser itself resolved it.
        const found = await page.evaluate(() =>
          [...document.querySelectorAll('[href], [src], [action], [formaction], [srcset], [poster]')].flatMap(
            (el) =>
              ['href', 'src', 'action', 'formAction', 'poster']
                .map((name) => (el as unknown as Record<string, unknown>)[name])
                .filter((value): value is string => typeof value === 'string' && value !== ''),
          ),
        );
        const handlers = await page.evaluate(
          () =>
            [...document.querySelectorAll('*')].filter((el) =>
              [...el.attributes].some((attribute) => attribute.name.startsWith('on')),
            ).length,
        );
        expect(handlers).toBe(0);
        for (const url of found)
          expect([slug, url, SAFE_SCHEMES.has(new URL(url).protocol)]).toEqual([slug, url, true]);
      }
      await page.close();
    });
  });
});
