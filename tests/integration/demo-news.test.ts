import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../app/db/schema/newsroom';
import { listLatestVideos, listSocialPosts } from '../../app/domain/home/source-posts.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { demoNames } from '../../app/domain/newsroom/demo/demo-sources';
import { ingestDemoFeeds } from '../../app/domain/newsroom/demo/ingest-demo-feeds.server';
import { listStories } from '../../app/domain/newsroom/store/stories.server';
import { claimSources } from '../../app/domain/newsroom/store/sources.server';
import { testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('the demo news, made by the newsroom on $name', (server) => {
  const database = useTestDatabase(server);
  let deps: NewsroomDeps;
  const now = new Date('2027-03-01T12:00:00Z');

  beforeAll(async () => {
    deps = await testNewsroomDeps(database.db);
  });
  afterAll(async () => {
    await deps?.agent.close();
  });

  it('groups the bundled RSS, Atom and JSON feeds into stories credited to several sources', async () => {
    const result = await ingestDemoFeeds(deps, now);
    expect(result).toMatchObject({ sources: 8, items: 34, stories: 13 });
    const stories = await listStories(database.db, new Date(0));
    expect(stories).toHaveLength(13);
    // Since decision 079 a report that two of a story's items resemble joins it though its first item does not:
    // Booth Cam's video of the Hollow Engines' live set, which names their signing to Nightglass Records as the
    // two signing reports do, sits with that story (until then it stood alone).
    const signing = stories.find((story) =>
      story.sources.some((source) => source.url?.endsWith('/the-hollow-engines-sign-to-nightglass')),
    );
    expect(signing?.sources.map((source) => source.url)).toContain(
      'https://boothcam.example/watch/the-hollow-engines-live',
    );
    const multi = stories.filter((story) => story.sources.length >= 2);
    expect(multi.length).toBeGreaterThanOrEqual(10);
    for (const story of stories) {
      expect(story.article?.status).toBe('published');
      expect(story.sources.filter((source) => source.firstToReport)).toHaveLength(1);
    }
  });

  it('tags each story with the names it is about', async () => {
    const names = demoNames.map((entry) => entry.name);
    for (const story of await listStories(database.db, new Date(0))) {
      const tags = story.article?.tags ?? [];
      // Every name in the headline is a tag, and every story is tagged with at least one of its names.
      for (const name of names.filter((candidate) => story.title.includes(candidate)))
        expect(tags, story.title).toContain(name);
      expect(tags.filter((tag) => names.includes(tag)).length, story.title).toBeGreaterThan(0);
    }
  });

  it('tells some stories in two languages, and writes their articles in English from the English reports', async () => {
    const { rows } = await database.pool.query<{ title: string; summary: string; languages: string[] }>(`
      SELECT a.title, a.summary, array_agg(DISTINCT f.language ORDER BY f.language) AS languages
      FROM articles a JOIN feed_items f ON f.story_id = a.story_id
      WHERE a.status = 'published'
      GROUP BY a.id HAVING count(DISTINCT f.language) >= 2`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.languages).toEqual(['de', 'en']);
      expect(row.summary, row.title).not.toMatch(/\b(der|die|das|und|mit)\b/);
    }
  });

  it('keeps the demo sources as active sources of every kind, marked demo and never crawled', async () => {
    const rows = await database.db.select().from(sources);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row).toMatchObject({ isDemo: true, isActive: true, lastError: null });
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['news', 'video', 'social']));
    const [due] = (
      await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM sources WHERE is_active AND next_crawl_at <= now()`,
      )
    ).rows;
    expect(due?.n).toBe(0);
    // Made due by hand, or named to the crawler, a demo source is still never claimed.
    await database.db.execute(sql`UPDATE sources SET next_crawl_at = now() - interval '1 minute'`);
    const claimOptions = { leaseMs: 60_000, owner: 'test', perHost: 2, batchSize: 20 };
    expect(await claimSources(database.db, claimOptions)).toEqual([]);
    expect(
      await claimSources(database.db, { ...claimOptions, sourceIds: rows.map((row) => row.id) }),
    ).toEqual([]);
  });

  it('fills the home page’s Featured Videos and Social Buzz from the demo’s video and social sources', async () => {
    const videos = await listLatestVideos(database.db);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) expect(video).toMatchObject({ channel: 'Booth Cam', youtubeId: null });
    const posts = await listSocialPosts(database.db);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    for (const post of posts) expect(post.platform).toBe('mastodon');
    expect(new Set(posts.map((post) => post.author))).toEqual(
      new Set(['Nightglass Records', 'Mira Solenne']),
    );
  });
});
