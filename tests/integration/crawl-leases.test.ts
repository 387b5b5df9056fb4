// Issue 41, point 5: crawl leases are short and renewed while the crawl runs. A live crawl slower than its
// lease keeps its sources; once its beat stops, another worker takes them within one lease.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import { startLeaseHeartbeat } from '../../app/domain/newsroom/lease-heartbeat.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { claimSources } from '../../app/domain/newsroom/store/sources.server';
import { createLogger } from '../../app/lib/logger.server';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

const server = testServers().at(-1)!;
const LEASE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`crawl leases on ${server.name}`, () => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let deps: NewsroomDeps;

  beforeAll(async () => {
    feeds = await startFeedServer();
    deps = await testNewsroomDeps(database.db);
  });
  afterAll(async () => {
    await deps?.agent.close();
    await feeds?.close();
  });

  const claimAs = (owner: string) =>
    claimSources(database.db, { owner, batchSize: 10, perHost: 10, leaseMs: LEASE_MS });

  it('keeps the sources of a crawl that outlasts its lease away from another worker', async () => {
    const slow = buildSource({ url: `${feeds.url}/synthetic/101.xml?items=5&delay=4000` });
    await database.db.insert(sources).values(slow);
    const crawl = runCrawl(deps, { owner: 'worker-a', batchSize: 10, perHost: 10, leaseMs: LEASE_MS });
    // Twice the lease into the fetch, the source is still worker A's.
    await sleep(2 * LEASE_MS);
    expect(await claimAs('worker-b')).toEqual([]);
    const [held] = await database.db.select().from(sources).where(eq(sources.id, slow.id));
    expect(held!.leaseOwner).toBe('worker-a');
    expect(held!.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
    const { counts } = await crawl;
    expect(counts.fetched).toBe(1);
    const [done] = await database.db.select().from(sources).where(eq(sources.id, slow.id));
    expect(done!.leaseOwner).toBeNull();
    expect(await database.db.select().from(feedItems).where(eq(feedItems.sourceId, slow.id))).toHaveLength(5);
  }, 30_000);

  it('lets another worker take the sources of one whose beat stopped, once the lease has run out', async () => {
    const orphan = buildSource({ url: `${feeds.url}/synthetic/102.xml?items=3` });
    await database.db.insert(sources).values(orphan);
    const claimed = await claimAs('worker-dead');
    expect(claimed.map((source) => source.id)).toEqual([orphan.id]);
    const beat = startLeaseHeartbeat(
      database.db,
      { owner: 'worker-dead', leaseMs: LEASE_MS },
      createLogger('silent'),
    );
    await sleep(2 * LEASE_MS);
    expect(await claimAs('worker-b')).toEqual([]);
    // The kill: the beat stops, and nothing releases the lease.
    beat.stop();
    await sleep(LEASE_MS + 200);
    expect((await claimAs('worker-b')).map((source) => source.id)).toEqual([orphan.id]);
  }, 30_000);
});
