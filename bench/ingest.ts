// Ingest benchmark: 1,000 synthetic feeds of 50 items on the loopback feed server, crawled into the embedded
// PostgreSQL 18; a first pass, then a second pass where every feed answers 304. Prints JSON.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { sources } from '../app/db/schema/newsroom';
import { insertRows } from '../app/db/seed/seed.server';
import { runCrawl } from '../app/domain/newsroom/crawl-run.server';
import type { NewsroomDeps } from '../app/domain/newsroom/crawl-source.server';
import { addressRule, createFetchAgent, defaultFetchPolicy } from '../app/domain/newsroom/fetch-feed.server';
import { HostLimiter } from '../app/domain/newsroom/host-limiter';
import { defaultLexicon } from '../app/domain/newsroom/lexicon.server';
import { createLogger } from '../app/lib/logger.server';
import { startFeedServer } from '../tests/fixtures/feed-server';
import { freePort } from '../tests/support/free-port';

const FEEDS = Number(process.env.BENCH_FEEDS ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 16);
const PER_HOST = 2;
const CONCURRENCY = 32;

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function main() {
  const logger = createLogger('warn');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-ingest-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger });
  const database = connectDatabase(pg.url, { max: 12 });
  const feeds = await startFeedServer({ hosts: HOSTS });
  const policy = { ...defaultFetchPolicy, isBlocked: addressRule(true) };
  const agent = createFetchAgent(policy);
  try {
    await runMigrations(database.pool);
    await insertRows(
      database.db,
      sources,
      Array.from({ length: FEEDS }, (_, i) => {
        const url = `${feeds.hostUrls[i % HOSTS]}/synthetic/${i}.xml?items=${ITEMS}`;
        return { name: `Synthetic ${i}`, url, host: new URL(url).host };
      }),
    );
    const deps: NewsroomDeps = {
      db: database.db,
      logger,
      policy,
      agent,
      limiter: new HostLimiter(PER_HOST, CONCURRENCY),
      lexicon: defaultLexicon,
    };
    const claim = { owner: 'bench', batchSize: CONCURRENCY * 2, perHost: PER_HOST * 4, leaseMs: 10 * 60_000 };

    const firstStarted = performance.now();
    const first = await runCrawl(deps, claim);
    const firstSeconds = (performance.now() - firstStarted) / 1000;
    // Failed sources, by reason, so a run that is not all green says why.
    const failures = [
      ...new Set(first.outcomes.filter((outcome) => outcome.error).map((outcome) => outcome.error)),
    ].slice(0, 5);
    const afterFirstRss = peakRssMb();

    await database.db.update(sources).set({ nextCrawlAt: new Date(Date.now() - 1000) });
    const secondStarted = performance.now();
    const second = await runCrawl(deps, claim);
    const secondSeconds = (performance.now() - secondStarted) / 1000;

    const [stories] = (
      await database.db.execute<{ stories: number; articles: number; multi: number }>(sql`
      SELECT (SELECT count(*)::int FROM stories) AS stories, (SELECT count(*)::int FROM articles) AS articles,
             (SELECT count(*)::int FROM stories WHERE item_count > 1) AS multi`)
    ).rows;
    // Grouping quality against the generator's own events (item i of feed f reports event i·100000 + ⌊f/4⌋).
    const assigned = await database.db.execute<{ guid: string; story_id: string }>(
      sql`SELECT guid, story_id FROM feed_items WHERE story_id IS NOT NULL`,
    );
    const pairs = (sizes: Iterable<number>) => [...sizes].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
    const count = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts.values();
    };
    const eventOf = (guid: string) => {
      const [, feed, item] = /synthetic-(\d+)-(\d+)/.exec(guid) ?? [];
      return `${Number(item) * 100_000 + Math.floor(Number(feed) / 4)}`;
    };
    const truePairs = pairs(count(assigned.rows.map((row) => `${row.story_id}|${eventOf(row.guid)}`)));
    const predicted = pairs(count(assigned.rows.map((row) => row.story_id)));
    const actual = pairs(count(assigned.rows.map((row) => eventOf(row.guid))));
    const precision = predicted ? truePairs / predicted : 1;
    const recall = actual ? truePairs / actual : 1;
    const grouping = {
      precision: Number(precision.toFixed(3)),
      recall: Number(recall.toFixed(3)),
      f1: Number(((2 * precision * recall) / (precision + recall || 1)).toFixed(3)),
    };
    const pass = (counts: typeof first.counts, seconds: number) => ({
      wallSeconds: Number(seconds.toFixed(2)),
      feedsPerSecond: Math.round((counts.fetched + counts.notModified + counts.failed) / seconds),
      itemsPerSecond: Math.round(counts.newItems / seconds),
      counts,
    });
    console.log(
      JSON.stringify(
        {
          benchmark: 'ingest',
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version },
          settings: {
            feeds: FEEDS,
            itemsPerFeed: ITEMS,
            hosts: HOSTS,
            perHost: PER_HOST,
            concurrency: CONCURRENCY,
            database: 'embedded PostgreSQL 18',
          },
          firstPass: pass(first.counts, firstSeconds),
          secondPass: pass(second.counts, secondSeconds),
          result: stories,
          firstPassFailures: failures,
          syntheticGrouping: grouping,
          peakMemoryMb: { afterFirstPass: afterFirstRss, overall: peakRssMb() },
          targets: { firstPassSeconds: 20, secondPassSeconds: 5 },
          reference: { ttrssFirstPassSeconds: 126, ttrssSecondPassSeconds: 30 },
        },
        null,
        2,
      ),
    );
  } finally {
    await agent.close();
    await feeds.close();
    await database.close();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
