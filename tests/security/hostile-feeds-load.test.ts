// Issue 15, acceptance 3: one feed cannot make unbounded work. A JSON Feed of 120,000 entries and a feed that
// kills its parse thread are crawled by the server as `npm start` runs it (crawling inside the web process):
// the flood is cut to the newest FEED_MAX_ITEMS, the killer fails alone, memory stays bounded, pages keep
// being served throughout, and the other sources of the run are stored.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

/** The kernel's high-water mark of a process's resident memory, in MB. */
const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe.each(testServers())('a flood of entries and a thread-killing feed on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let app: SpawnedProcess;
  const statuses: number[] = [];

  beforeAll(async () => {
    feeds = await startFeedServer();
    await database.db
      .insert(sources)
      .values([
        buildSource({ name: 'Flood', url: `${feeds.url}/flood/feed.json` }),
        buildSource({ name: 'Heap bomb', url: `${feeds.url}/heap-bomb/feed.xml` }),
        buildSource({ name: 'Mixdown', url: `${feeds.url}/feeds/rss2-content-encoded.xml` }),
      ]);
    app = await startServe({
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      ALLOW_PRIVATE_SOURCES: 'true',
      // Small enough that the bomb kills its thread, large enough for the flood (measured: it needs 64 MB).
      CRAWL_PARSE_MAX_HEAP_MB: '96',
    });
    // The worker crawls at start; the web process is asked for pages all the while.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      for (const path of ['/healthz', '/news']) {
        const response = await fetch(`${app.url}${path}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      const [pending] = (
        await database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM sources WHERE last_crawled_at IS NULL`,
        )
      ).rows;
      if (pending?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 150_000);

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await feeds?.close();
  });

  const source = async (name: string) =>
    (await database.db.select().from(sources).where(eq(sources.name, name)))[0]!;
  const itemsOf = async (id: string) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedItems)
        .where(eq(feedItems.sourceId, id))
    )[0]!.n;

  it('keeps only the newest 200 entries of the flood', async () => {
    const flood = await source('Flood');
    expect(flood.lastError).toBeNull();
    expect(await itemsOf(flood.id)).toBe(200);
    const [oldest] = (
      await database.db.execute<{ title: string }>(
        sql`SELECT title FROM feed_items WHERE source_id = ${flood.id} ORDER BY published_at LIMIT 1`,
      )
    ).rows;
    expect(oldest?.title).toBe('Flood 119800');
  });

  it('fails the feed that killed its parse thread, and stores the rest of the run', async () => {
    expect((await source('Heap bomb')).lastError).toBe('Parsing the feed needed more than 96 MB');
    const mixdown = await source('Mixdown');
    expect(mixdown.lastError).toBeNull();
    expect(await itemsOf(mixdown.id)).toBeGreaterThan(0);
  });

  it('answered every page while it crawled, within bounded memory', () => {
    expect(statuses.length).toBeGreaterThan(2);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // A generous ceiling: the server idles near 300 MB; 120,000 stories would need several times this.
    expect(peakRssMb(app.child.pid!)).toBeLessThan(1024);
  });
});
