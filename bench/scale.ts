// Years of news (issue 42, point 1, begun): fills a fresh database as two years of a 500-source newsroom
// would, times SCALE (1 = 3 million feed items, 500,000 published articles, 1 million stories, 10,000 tags,
// 50,000 subscribers), then prints the database's size, the newsroom's read paths in process (the News list's
// first and deep pages, an article, a search with a common word), and the size before and after the prune of
// feed bodies older than FEED_ITEM_RETENTION_DAYS, and the ingest bench's crawl into it beside the same crawl
// into an empty database (`scale-crawl.ts`). Rows are made by the server itself (INSERT … SELECT over
// generate_series: no bytes cross the wire, faster than COPY from the client). Not a test: it prints JSON.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupAndRestore } from './scale-backup';
import { crawlEmptyAndFilled } from './scale-crawl';
import { fill, HEAVY_TAGS, percentile, round, SCALE, sizes } from './scale-fill';
import { measurePages } from './scale-http';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { getPublishedArticle, listPublishedArticles } from '../app/domain/articles/article-reads.server';
import { NEWS_PAGE_SIZE } from '../app/domain/articles/news-query';
import { searchPublished } from '../app/domain/search/search.server';
import { pruneFeedItemBodies } from '../app/domain/newsroom/store/feed-item-bodies.server';
import { createLogger } from '../app/lib/logger.server';
import { freePort } from '../tests/support/free-port';

const ROUNDS = 20;
/** BENCH_SKIP=pages,backup,crawl leaves those parts out (the pages need `npm run build` first). */
const SKIP_PAGES = (process.env.BENCH_SKIP ?? '').includes('pages');
const SKIP_BACKUP = (process.env.BENCH_SKIP ?? '').includes('backup');
const SKIP_CRAWL = (process.env.BENCH_SKIP ?? '').includes('crawl');

async function timesOf(run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = -2; i < ROUNDS; i++) {
    const start = performance.now();
    await run(i);
    if (i >= 0) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main() {
  const external = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-scale-'));
  chmodSync(dataDir, 0o755);
  const server = external
    ? undefined
    : await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn') });
  const databaseUrl = external ?? server!.url;
  const database = connectDatabase(databaseUrl, { max: 4 });
  const { pool, db } = database;
  const size = async () => {
    const { rows } = await pool.query<{ db: string; items: string }>(
      `SELECT pg_database_size(current_database())::text AS db, pg_total_relation_size('feed_items')::text AS items`,
    );
    return {
      databaseMb: round(Number(rows[0]!.db) / 2 ** 20),
      feedItemsMb: round(Number(rows[0]!.items) / 2 ** 20),
    };
  };
  try {
    await runMigrations(pool);
    const started = performance.now();
    await fill(pool);
    const fillSeconds = round((performance.now() - started) / 1000);
    const filled = await size();
    const lastPage = Math.floor(sizes.articles / NEWS_PAGE_SIZE);
    const deepPage = Math.min(2000, lastPage - ROUNDS - 2);
    const query = { search: '', category: 'all', sort: 'newest' } as const;
    // Each round reads another page: page reads are kept for five seconds (decision 047), a bench must not.
    const reads = {
      newsPage1: await timesOf(() => listPublishedArticles(db, { ...query, page: 1 })),
      [`newsPage${deepPage}`]: await timesOf((i) =>
        listPublishedArticles(db, { ...query, page: deepPage + i }),
      ),
      article: await timesOf((i) => getPublishedArticle(db, `scale-${1000 + i}`)),
      searchCommonWord: await timesOf(() =>
        searchPublished(db, { q: 'festival', type: 'all', category: 'all', date: 'any', page: 1 }),
      ),
    };
    const [cursorRow] = (
      await pool.query<{ at: string; id: string }>(
        `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text FROM articles
         WHERE status = 'published' ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
         OFFSET ${Math.floor(sizes.articles / 2)} LIMIT 1`,
      )
    ).rows;
    const pages = SKIP_PAGES
      ? undefined
      : await measurePages(databaseUrl, path.join(dataDir, 'web'), {
          articles: sizes.articles,
          tagArticles: Math.floor(sizes.articles / HEAVY_TAGS),
          apiCursor: { publishedAt: cursorRow!.at, id: cursorRow!.id },
        });
    const backup = SKIP_BACKUP ? undefined : await backupAndRestore(pool, databaseUrl, dataDir);
    const loadBeforeCrawl = os.loadavg().map((n) => round(n));
    const crawl = SKIP_CRAWL
      ? undefined
      : { ...(await crawlEmptyAndFilled(pool, databaseUrl)), loadBeforeCrawl };
    const pruneStarted = performance.now();
    const pruned = await pruneFeedItemBodies(db, 180);
    const pruneSeconds = round((performance.now() - pruneStarted) / 1000);
    // Space left by emptied bodies is reused by new rows after a (auto)vacuum; VACUUM FULL gives it back.
    await pool.query('VACUUM FULL feed_items');
    console.log(
      JSON.stringify(
        {
          scale: SCALE,
          rows: sizes,
          fillSeconds,
          size: { filled, afterPruningBodies: await size() },
          prune: { feedItemBodies: pruned, seconds: pruneSeconds },
          readsInProcessMs: reads,
          ...pages,
          backup,
          crawl,
          loadAverage: os.loadavg().map((n) => round(n)),
          note: 'reads are the domain functions in process, not pages over HTTP; newsPage1 after its first read is the five-second page read (decision 047); a two-core machine shared with other work',
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
