// Ingest benchmark: 1,000 synthetic feeds of 50 items on the loopback feed server, crawled into the embedded
// PostgreSQL 18; a first pass, then a second pass where every feed answers 304. Prints JSON. With
// BENCH_DATABASE_URL it crawls into another database, which may already hold years of news (bench:scale): its
// figures then count only what this crawl added.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { sources } from '../app/db/schema/newsroom';
import { insertRows } from '../app/db/seed/seed.server';
import { runCrawl } from '../app/domain/newsroom/crawl.server';
import { storyIndexFor } from '../app/domain/newsroom/group/story-index-registry';
import { createNewsroom, type Newsroom } from '../app/domain/newsroom/newsroom.server';
import type { PhaseTimings } from '../app/domain/newsroom/phase-timings';
import { loadConfig } from '../app/lib/config.server';
import { createLogger } from '../app/lib/logger.server';
import { startFeedServerProcess } from '../tests/support/feed-server-process';
import { freePort } from '../tests/support/free-port';
import { startMemoryTrace } from './memory-trace';

const FEEDS = Number(process.env.BENCH_FEEDS ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 16);
const PER_HOST = 2;
const CONCURRENCY = 32;

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** CPU ticks (1/100 s) a process has used so far; 0 once it has ended. */
function processTicks(pid: string | number): { name: string; ticks: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
    }; // utime, stime
  } catch {
    return { name: '', ticks: 0 };
  }
}

type CpuSeconds = { node: number; postgres: number; feedServer: number };

/**
 * CPU seconds used so far by this process (all threads), by every PostgreSQL process on the machine, and by
 * the feed server, which shares the machine's two cores with us but is not part of Dropwire.
 */
function cpuSeconds(feedServerPid: number): CpuSeconds {
  const usage = process.cpuUsage();
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const process = processTicks(pid);
    if (process.name === 'postgres') ticks += process.ticks;
  }
  return {
    node: (usage.user + usage.system) / 1e6,
    postgres: ticks / 100,
    feedServer: processTicks(feedServerPid).ticks / 100,
  };
}

/**
 * A fixed integer workload, timed: this machine's speed right now. Shared virtual machines vary by half from
 * hour to hour, so runs are comparable only together with this figure.
 */
function calibrationMs(): number {
  const started = performance.now();
  let hash = 0x811c9dc5;
  for (let i = 0; i < 50_000_000; i++) hash = Math.imul(hash ^ i, 0x01000193);
  return Math.round(performance.now() - started + (hash === 42 ? 1 : 0));
}

const cpuSince = (start: CpuSeconds, feedServerPid: number) => {
  const now = cpuSeconds(feedServerPid);
  return {
    node: Number((now.node - start.node).toFixed(1)),
    postgres: Number((now.postgres - start.postgres).toFixed(1)),
    feedServer: Number((now.feedServer - start.feedServer).toFixed(1)),
  };
};

async function main() {
  const trace = startMemoryTrace();
  trace.mark('start');
  const logger = createLogger('warn');
  // BENCH_DATABASE_URL runs against another (empty) database instead, which is left as it is afterwards.
  const external = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-ingest-'));
  chmodSync(dataDir, 0o755);
  const pg = external ? undefined : await startEmbeddedPostgres({ dataDir, port: await freePort(), logger });
  const database = connectDatabase(external ?? pg!.url, { max: 12 });
  // The feed server runs in its own process, as a real one would, so its work is not counted as ours.
  const feeds = await startFeedServerProcess(HOSTS);
  // Configured as an operator would; the feed server is on loopback. BENCH_PARSE_THREADS sets the threads,
  // BENCH_PARSE_MAX_HEAP_MB their heaps (a quarter of it, up to 48 MB, is each thread's young generation).
  const config = loadConfig({
    ALLOW_PRIVATE_SOURCES: 'true',
    CRAWL_PER_HOST: String(PER_HOST),
    CRAWL_CONCURRENCY: String(CONCURRENCY),
    CRAWL_PARSE_THREADS: process.env.BENCH_PARSE_THREADS,
    CRAWL_PARSE_MAX_HEAP_MB: process.env.BENCH_PARSE_MAX_HEAP_MB,
  });
  const timings: PhaseTimings = {};
  let newsroom: Newsroom | undefined;
  try {
    await runMigrations(database.pool);
    // Assembled before the sources are inserted, so the parse threads are up when the crawl starts.
    newsroom = await createNewsroom(database.db, config, logger, { timings });
    await insertRows(
      database.db,
      sources,
      Array.from({ length: FEEDS }, (_, i) => {
        const url = `${feeds.hostUrls[i % HOSTS]}/synthetic/${i}.xml?items=${ITEMS}`;
        return { name: `Synthetic ${i}`, url, host: new URL(url).host };
      }),
    );
    const { deps } = newsroom;
    const totals = async () =>
      (
        await database.db.execute<{ stories: number; articles: number; multi: number }>(sql`
      SELECT (SELECT count(*)::int FROM stories) AS stories, (SELECT count(*)::int FROM articles) AS articles,
             (SELECT count(*)::int FROM stories WHERE item_count > 1) AS multi`)
      ).rows[0]!;
    const before = await totals();
    trace.mark('newsroomReady');
    const claim = newsroom.claim('bench');

    const firstCpu = cpuSeconds(feeds.pid);
    // Phases overlap (the next batch is fetched while the last is written), so they add up to more than the
    // wall time; the write phases run one after another under the write lock.
    const firstStarted = performance.now();
    const first = await runCrawl(deps, claim);
    const firstSeconds = (performance.now() - firstStarted) / 1000;
    const firstCpuSeconds = cpuSince(firstCpu, feeds.pid);
    const firstPhases = Object.fromEntries(
      Object.entries(timings).map(([phase, ms]) => [phase, Math.round(ms)]),
    );
    // Failed sources, by reason, so a run that is not all green says why.
    const failures = [
      ...new Set(first.outcomes.filter((outcome) => outcome.error).map((outcome) => outcome.error)),
    ].slice(0, 5);
    const afterFirstRss = peakRssMb();
    trace.mark('afterFirstPass');

    const storyIndex = storyIndexFor(database.db, deps.storyIndex);
    const indexAfterFirst = {
      items: storyIndex.size,
      days: storyIndex.loadedDays().length,
      ...storyIndex.footprint(),
    };
    await database.db.update(sources).set({ nextCrawlAt: new Date(Date.now() - 1000) });
    const secondStarted = performance.now();
    const second = await runCrawl(deps, claim);
    const secondSeconds = (performance.now() - secondStarted) / 1000;
    // Taken before the checks below, which read every item this crawl stored: their memory is the
    // benchmark's, not the crawl's (at 10,000 × 20 they added about 45 MB).
    const afterSecondRss = peakRssMb();
    trace.mark('afterSecondPass');

    const after = await totals();
    const added = {
      stories: after.stories - before.stories,
      articles: after.articles - before.articles,
      multi: after.multi - before.multi,
    };
    // Grouping quality against the generator's own events (item i of feed f reports event i·100000 + ⌊f/4⌋).
    const assigned = await database.db.execute<{ guid: string; story_id: string }>(
      sql`SELECT guid, story_id FROM feed_items WHERE story_id IS NOT NULL AND guid LIKE 'synthetic-%'`,
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
          machine: { cpus: os.cpus().length, node: process.version, calibrationMs: calibrationMs() },
          settings: {
            feeds: FEEDS,
            itemsPerFeed: ITEMS,
            hosts: HOSTS,
            perHost: PER_HOST,
            concurrency: CONCURRENCY,
            database: external ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL 18',
          },
          firstPass: {
            ...pass(first.counts, firstSeconds),
            cpuSeconds: firstCpuSeconds,
            phaseMs: firstPhases,
          },
          secondPass: pass(second.counts, secondSeconds),
          result: added,
          storyIndex: indexAfterFirst,
          firstPassFailures: failures,
          syntheticGrouping: grouping,
          peakMemoryMb: { afterFirstPass: afterFirstRss, overall: afterSecondRss },
          memoryTrace: trace.report(),
          targets: { firstPassSeconds: 20, secondPassSeconds: 5 },
          reference: { ttrssFirstPassSeconds: 126, ttrssSecondPassSeconds: 30 },
        },
        null,
        2,
      ),
    );
  } finally {
    await newsroom?.close();
    await feeds.close();
    await database.close();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
