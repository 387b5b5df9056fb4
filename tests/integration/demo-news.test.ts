import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../app/db/schema/newsroom';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { demoNames } from '../../app/domain/newsroom/demo/demo-sources';
import { ingestDemoFeeds } from '../../app/domain/newsroom/demo/ingest-demo-feeds.server';
import { listStories } from '../../app/domain/newsroom/store/stories.server';
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
    expect(result).toMatchObject({ sources: 4, items: 22, stories: 12 });
    const stories = await listStories(database.db, new Date(0));
    expect(stories).toHaveLength(12);
    const multi = stories.filter((story) => story.sources.length >= 2);
    expect(multi.length).toBeGreaterThanOrEqual(9);
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

  it('keeps the demo sources as sources, marked demo and never crawled', async () => {
    const rows = await database.db.select().from(sources);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatchObject({ isDemo: true, isActive: false, lastError: null });
    const [due] = (
      await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM sources WHERE is_active AND next_crawl_at <= now()`,
      )
    ).rows;
    expect(due?.n).toBe(0);
  });
});
