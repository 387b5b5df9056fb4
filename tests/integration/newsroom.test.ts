import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleSources } from '../../app/db/schema/content';
import { automationLogs, feedItems, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { listenForContentChanges } from '../../app/domain/reader-writes/content-changes.server';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { HostLimiter } from '../../app/domain/newsroom/fetch/host-limiter';
import { listStories } from '../../app/domain/newsroom/store/stories.server';
import { StoryIndex } from '../../app/domain/newsroom/group/story-index';
import { syncStoryIndex } from '../../app/domain/newsroom/group/sync-story-index.server';
import { createLogger } from '../../app/lib/logger.server';
import { createLlmDrafter } from '../../app/domain/newsroom/publish/llm-drafter.server';
import { loadConfig } from '../../app/lib/config.server';
import { startFakeLlmServer } from '../fixtures/fake-llm-server';
import { startFakeEmbeddingsServer } from '../fixtures/fake-embeddings-server';
import { createEmbedder } from '../../app/domain/newsroom/group/embeddings.server';
import { meaningSimilarity, signatureFromBytes } from '../../app/domain/newsroom/normalise/similarity';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { testClaim, testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('the newsroom on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let deps: NewsroomDeps;
  const claim = testClaim('test');
  const makeDue = () => database.db.update(sources).set({ nextCrawlAt: new Date(Date.now() - 1000) });

  beforeAll(async () => {
    feeds = await startFeedServer({ hosts: 2 });
    deps = await testNewsroomDeps(database.db);
  });

  afterAll(async () => {
    await deps?.agent.close();
    await feeds?.close();
  });

  it('crawls, stores items once, groups stories across sources and publishes by policy', async () => {
    await database.db
      .insert(sources)
      .values([
        buildSource({ name: 'Outlet A', url: `${feeds.url}/feeds/outlet-a.xml`, autoPublish: true }),
        buildSource({ name: 'Outlet B', url: `${feeds.url}/feeds/outlet-b.xml` }),
        buildSource({ name: 'Mixdown', url: `${feeds.url}/feeds/rss2-content-encoded.xml` }),
        buildSource({ name: 'Broken', url: `${feeds.url}/server-error` }),
        buildSource({ name: 'Moved', url: `${feeds.url}/moved-permanently/rss1-rdf.xml` }),
      ]);
    // The same feed under a second address, added later: every item is an exact duplicate.
    await database.db.insert(sources).values(
      buildSource({
        name: 'Mixdown mirror',
        url: `${feeds.url}/moved-temporarily/rss2-content-encoded.xml`,
        createdAt: new Date(Date.now() + 1000),
      }),
    );
    // Web processes hear of what is published, to drop their cached pages.
    let announced = 0;
    const listener = listenForContentChanges(database.url, () => (announced += 1), createLogger('silent'));
    const settled = async (atLeast: number) => {
      for (let waited = 0; announced < atLeast && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return announced;
    };
    const listening = await settled(1);
    // Outlet A first, so its story is published before Outlet B reports the same tour.
    const first = await runCrawl(deps, {
      ...claim,
      sourceIds: [(await database.db.select().from(sources).where(eq(sources.name, 'Outlet A')))[0]!.id],
    });
    expect(first.counts).toMatchObject({ fetched: 1, newItems: 2, newStories: 2 });
    expect(await settled(listening + 1)).toBe(listening + 1);
    await listener.stop();
    const [tourBefore] = await database.db
      .select()
      .from(articles)
      .where(sql`${articles.title} LIKE 'Amelie Lens%'`);
    expect(tourBefore?.status).toBe('published');

    const run = await runCrawl(deps, claim);
    expect(run.counts.failed).toBe(1);
    expect(run.counts.fetched).toBe(4);
    const stored = await database.db.select({ guid: feedItems.guid }).from(feedItems);
    // outlet-a 2 + outlet-b 2 + mixdown 3 + rdf 2, and nothing from the mirror.
    expect(stored).toHaveLength(9);

    const stories = await listStories(database.db, new Date('2026-01-01'));
    const tour = stories.find((story) =>
      story.sources.some((source) => source.name === 'Outlet B' && source.url?.includes('lens-world-tour')),
    );
    // Mixdown reported the same tour a quarter of an hour after Outlet A.
    expect(tour?.sources.map((source) => source.name)).toEqual(['Outlet A', 'Mixdown', 'Outlet B']);
    expect(tour?.sources[0]?.firstToReport).toBe(true);
    // Lineup news and ticket news about one festival stay apart.
    const dekmantel = stories.filter((story) =>
      story.sources.some((source) => source.url?.includes('dekmantel')),
    );
    expect(dekmantel).toHaveLength(2);

    // The published article kept its slug, gained the second source and an updated time.
    const [tourAfter] = await database.db.select().from(articles).where(eq(articles.id, tourBefore!.id));
    expect(tourAfter?.slug).toBe(tourBefore?.slug);
    expect(tourAfter?.status).toBe('published');
    expect(tourAfter!.updatedAt.getTime()).toBeGreaterThan(tourBefore!.updatedAt.getTime());
    const credited = await database.db
      .select()
      .from(articleSources)
      .where(eq(articleSources.articleId, tourBefore!.id));
    expect(credited.map((source) => source.name).sort()).toEqual(['Mixdown', 'Outlet A', 'Outlet B']);
    // Composed from Outlet A alone: the body tells the rest of its report, never the standfirst again, and
    // quotes nobody, since its only source has nothing the page does not already say.
    expect(tourAfter?.summary).toBe('Amelie Lens has announced a 40-date world tour for 2027.');
    expect(tourAfter?.content).toContain('starts in Antwerp');
    expect(tourAfter?.content).not.toContain(tourAfter!.summary!);
    expect(tourAfter?.content).not.toContain('<blockquote>');
    expect(tourAfter?.category).toBe('news');

    // Stories only from a source without auto-publish wait as drafts.
    const mixdown = await database.db
      .select({ status: articles.status })
      .from(articles)
      .where(sql`${articles.title} LIKE '%Dekmantel weekend%'`);
    expect(mixdown.map((row) => row.status)).toEqual(['draft']);
  });

  it('keeps crawl state: errors with back-off, permanent redirects, validators', async () => {
    const rows = await database.db.select().from(sources);
    const broken = rows.find((row) => row.name === 'Broken')!;
    expect(broken).toMatchObject({ errorCount: 1, lastStatus: 500, lastError: 'The server answered 500' });
    expect(broken.nextCrawlAt.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
    const moved = rows.find((row) => row.name === 'Moved')!;
    expect(moved.url).toBe(`${feeds.url}/feeds/rss1-rdf.xml`);
    const outletA = rows.find((row) => row.name === 'Outlet A')!;
    expect(outletA.etag).toBeTruthy();
    expect(outletA.lastCrawledAt).toBeTruthy();
    expect(outletA.nextCrawlAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('answers the second pass with 304s and logs every run', async () => {
    await makeDue();
    const run = await runCrawl(deps, claim);
    expect(run.counts).toMatchObject({ notModified: 5, failed: 1, newItems: 0 });
    const logs = await database.db.select().from(automationLogs);
    expect(logs).toHaveLength(3);
    expect(logs.every((log) => log.type === 'rss_processing' && log.targetTable === 'feed_items')).toBe(true);
    const last = logs.find((log) => log.counts.notModified === 5);
    expect(last).toMatchObject({
      status: 'success',
      counts: { fetched: 0, notModified: 5, failed: 1, newItems: 0, newStories: 0, updatedStories: 0 },
    });
    expect(last?.errorMessage).toContain('1 of 6 sources failed');
    expect(last?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('writes no automation log for a run that found nothing due', async () => {
    const before = (await database.db.select().from(automationLogs)).length;
    const idle = await runCrawl(deps, claim);
    expect(idle.outcomes).toEqual([]);
    expect(await database.db.select().from(automationLogs)).toHaveLength(before);
  });

  it('pauses a whole host that answers 429, and never abandons a failing source', async () => {
    const other = feeds.hostUrls[1]!;
    await database.db
      .insert(sources)
      .values([
        buildSource({ name: 'Limited', url: `${other}/rate-limited?after=600` }),
        buildSource({ name: 'Same host', url: `${other}/feeds/atom03.xml` }),
      ]);
    const run = await runCrawl(deps, { ...claim, perHost: 1 });
    const after = await database.db
      .select()
      .from(sources)
      .where(sql`${sources.host} = ${new URL(other).host}`);
    const limited = after.find((row) => row.name === 'Limited')!;
    expect(limited.lastStatus).toBe(429);
    expect(limited.nextCrawlAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 590_000);
    const sameHost = after.find((row) => row.name === 'Same host')!;
    // Crawled before the 429 (then fine), or held back by the pause: never fetched after it.
    if (sameHost.lastError) expect(sameHost.lastError).toContain('asked us to wait');
    expect(run.outcomes.length).toBeGreaterThan(0);
    await database.db.update(sources).set({ errorCount: 40 }).where(eq(sources.id, limited.id));
    deps.limiter.resume(new URL(other).host);
  });

  it('labels articles drafted by a model AI-assisted, and keeps extractive ones unlabelled', async () => {
    const llm = await startFakeLlmServer();
    try {
      llm.reply({
        content:
          '{"headline":"Peggy Gou opens a Seoul record store","summary":"Peggy Gou opens a record store in Seoul with a week of in-store sets."}',
      });
      const drafter = createLlmDrafter(
        loadConfig({ LLM_BASE_URL: llm.url, LLM_MODEL: 'm', LLM_API_KEY: 'k' }),
        createLogger('silent'),
      );
      const [source] = await database.db
        .insert(sources)
        .values(buildSource({ name: 'BOM Beats', url: `${feeds.url}/feeds/rss2-utf8-bom.xml` }))
        .returning();
      await runCrawl({ ...deps, drafter }, { ...claim, sourceIds: [source!.id] });
      const [article] = await database.db
        .select()
        .from(articles)
        .where(eq(articles.title, 'Peggy Gou opens a Seoul record store'));
      expect(article?.isAiAssisted).toBe(true);
      // Its provenance: the configured model, and how much of the draft its sources say (all of it here).
      expect(article?.aiModel).toBe('m');
      expect(article?.aiSupport).toBeGreaterThan(0.8);
      expect(article?.aiSupport).toBeLessThanOrEqual(1);
      expect(llm.requests).toHaveLength(1);
      const extractive = await database.db
        .select({ ai: articles.isAiAssisted })
        .from(articles)
        .where(sql`${articles.title} LIKE 'Dekmantel%'`);
      expect(extractive.every((row) => row.ai === false)).toBe(true);
    } finally {
      await llm.close();
    }
  });

  it('stores the meaning of new reports when an embeddings endpoint is configured', async () => {
    const endpoint = await startFakeEmbeddingsServer({ embed: (text) => [text.length % 7, 1, 0.5, -0.25] });
    try {
      const embedder = createEmbedder(
        loadConfig({ EMBEDDINGS_BASE_URL: endpoint.url, EMBEDDINGS_MODEL: 'e', EMBEDDINGS_API_KEY: 'k' }),
        createLogger('silent'),
      );
      const [source] = await database.db
        .insert(sources)
        .values(buildSource({ name: 'Windows Beats', url: `${feeds.url}/feeds/rss2-windows-1252.xml` }))
        .returning();
      await runCrawl({ ...deps, embedder }, { ...claim, sourceIds: [source!.id] });
      const stored = await database.db
        .select({ signature: feedItems.signature })
        .from(feedItems)
        .where(eq(feedItems.sourceId, source!.id));
      expect(stored.length).toBeGreaterThan(0);
      expect(endpoint.requests).toHaveLength(1);
      expect(endpoint.requests[0]!.authorization).toBe('Bearer k');
      expect(endpoint.requests[0]!.body.input).toHaveLength(stored.length);
      for (const row of stored) {
        const signature = signatureFromBytes(row.signature);
        expect(meaningSimilarity(signature, signature)).toBe(1);
      }
    } finally {
      await endpoint.close();
    }
  });

  it('never lets two workers crawl the same source at once', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      buildSource({
        name: `Synthetic ${i}`,
        url: `${feeds.hostUrls[i % 2]}/synthetic/${i}.xml?items=5&delay=30`,
      }),
    );
    await database.db.insert(sources).values(many);
    const before = new Map(feeds.hits);
    const other = { ...deps, limiter: new HostLimiter(2, 8) };
    await Promise.all([
      runCrawl(deps, { ...claim, owner: 'worker-1' }),
      runCrawl(other, { ...claim, owner: 'worker-2' }),
    ]);
    for (let i = 0; i < 30; i++) {
      const path = `/synthetic/${i}.xml`;
      expect((feeds.hits.get(path) ?? 0) - (before.get(path) ?? 0), path).toBe(1);
    }
    expect(Math.max(...feeds.peakConcurrency.values())).toBeLessThanOrEqual(4);
  });

  it('groups one event across workers, each with its own story index, and keeps the indexes in step', async () => {
    // Synthetic feeds 200 and 201 report the same events in their own words.
    const [first, second] = await database.db
      .insert(sources)
      .values([
        buildSource({ name: 'Worker one feed', url: `${feeds.url}/synthetic/200.xml?items=8` }),
        buildSource({ name: 'Worker two feed', url: `${feeds.url}/synthetic/201.xml?items=8` }),
      ])
      .returning();
    const one = { ...deps, storyIndex: new StoryIndex() };
    const two = { ...deps, storyIndex: new StoryIndex() };
    await runCrawl(one, { ...claim, owner: 'one', sourceIds: [first!.id] });
    const known = one.storyIndex.size;
    expect(known).toBeGreaterThanOrEqual(8);
    // The second worker has never seen the first one's items: it loads them from the database.
    await runCrawl(two, { ...claim, owner: 'two', sourceIds: [second!.id] });
    const { rows } = await database.db.execute<{ shared: number }>(sql`
      SELECT count(DISTINCT story_id)::int AS shared FROM feed_items
      WHERE source_id = ${second!.id}::uuid
        AND story_id IN (SELECT story_id FROM feed_items WHERE source_id = ${first!.id}::uuid)`);
    expect(rows[0]!.shared).toBeGreaterThanOrEqual(6);
    // The first worker catches up on the second one's items by their order of storage.
    const times = await database.db
      .select({ publishedAt: feedItems.publishedAt })
      .from(feedItems)
      .where(eq(feedItems.sourceId, second!.id));
    await syncStoryIndex(
      database.db,
      one.storyIndex,
      times.map((row) => row.publishedAt.getTime()),
    );
    expect(one.storyIndex.size).toBe(known + times.length);
  });
});
