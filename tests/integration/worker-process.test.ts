import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationLogs, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { runCli, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('two worker processes on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  const workers: SpawnedProcess[] = [];

  beforeAll(async () => {
    feeds = await startFeedServer({ hosts: 3 });
    await database.db.insert(sources).values(
      Array.from({ length: 24 }, (_, i) =>
        buildSource({
          name: `Synthetic ${i}`,
          url: `${feeds.hostUrls[i % 3]}/synthetic/${i}.xml?items=8&delay=40`,
        }),
      ),
    );
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await feeds?.close();
  });

  it('crawl every due source exactly once between them, then stop cleanly', async () => {
    const env = {
      DATABASE_URL: database.url,
      ALLOW_PRIVATE_SOURCES: 'true',
      CRAWL_CONCURRENCY: '4',
      LOG_LEVEL: 'info',
    };
    workers.push(runCli(['worker'], env), runCli(['worker'], env));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const [left] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sources)
        .where(isNull(sources.lastCrawledAt));
      // A run writes its log after its last source is marked crawled: wait for the logs of all of them.
      const [logged] = await database.db
        .select({ fetched: sql<number>`coalesce(sum((${automationLogs.counts}->>'fetched')::int), 0)::int` })
        .from(automationLogs);
      if (left?.n === 0 && logged?.fetched === 24) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (let i = 0; i < 24; i++) expect(feeds.hits.get(`/synthetic/${i}.xml`), `source ${i}`).toBe(1);
    const logs = await database.db.select().from(automationLogs);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.reduce((sum, log) => sum + (log.counts.fetched ?? 0), 0)).toBe(24);
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) expect(await worker.exited, worker.output()).toBe(0);
    expect(workers.every((worker) => worker.output().includes('worker started'))).toBe(true);
  });
});
