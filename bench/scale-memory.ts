// Which requests raise the web process's memory on a big database (issue 42, point 1: the web process peaked at
// 317 MB at SCALE 1 against a 220 MB floor). A database bench:scale filled (`BENCH_DATABASE_URL`, kept with
// `BENCH_SKIP=pages,backup,crawl` on a database of your own) is served by this checkout and, with `BASELINE_DIR`,
// by another one (say main before a change, built), both as bench:scale serves it (page cache off, no worker).
// Each kind of request is then sent to each server in turn, the order swapped kind by kind, `BENCH_REQUESTS` of
// them at 10 connections, every one a URL not asked before where the page allows it; before each kind the
// server's peak memory is started again from what it holds (Linux's clear_refs), so each kind's peak is its own,
// on top of what the kinds before it left. Prints, per kind and server: RSS before, the peak during, RSS after,
// and the whole run's peak (the figure bench:scale reports). Not a test: it prints JSON.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { encodeCursor } from '../app/domain/feeds/api-cursor';
import { percentile, round } from './scale-fill';
import { resetPeakRss, serveCheckout, stopCheckout, type ServedCheckout } from './served-checkout';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = 10;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const COMMON_WORDS = ['festival', 'label', 'record', 'season', 'night', 'techno', 'warehouse', 'dawn'];
/** `BENCH_KINDS=sitemaps,search` measures only those kinds (their names as printed). */
const ONLY = process.env.BENCH_KINDS?.split(',');

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** `count` GETs of `pathOf(i)` over CONNECTIONS connections at once; the p95 in ms and the statuses seen. */
async function load(base: string, count: number, connections: number, pathOf: (i: number) => string) {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const start = performance.now();
      const response = await fetch(base + pathOf(i), { headers: { 'user-agent': BROWSER } });
      await response.arrayBuffer();
      times.push(performance.now() - start);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { p95: percentile(times, 0.95), statuses };
}

/** `connections` defaults to CONNECTIONS. */
type Kind = { name: string; paths: (i: number) => string; count: number; connections?: number };

async function kindsOf(): Promise<Kind[]> {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM articles WHERE status = 'published'`,
    );
    const articles = Number(rows[0]!.n);
    const [heavy] = (
      await pool.query<{ slug: string; n: string }>(
        `SELECT t.slug, count(*)::text AS n FROM article_tags at JOIN tags t ON t.id = at.tag_id
         GROUP BY t.slug ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows;
    const [middle] = (
      await pool.query<{ at: string; id: string }>(
        `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text FROM articles
         WHERE status = 'published' ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
         OFFSET ${Math.floor(articles / 2)} LIMIT 1`,
      )
    ).rows;
    // Months newest first, with their articles: the busiest month's file is the largest sitemap.
    const months = (
      await pool.query<{ month: string; n: string }>(
        `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::text AS n FROM articles
         WHERE status = 'published' GROUP BY 1 ORDER BY 1 DESC`,
      )
    ).rows;
    const busiest = months.reduce((most, month) => (Number(month.n) > Number(most.n) ? month : most));
    const pages = (n: number) => Math.max(2, Math.ceil(n / 12));
    const deepPage = (n: number, want: number) => Math.min(want, pages(n));
    const below = (page: number, i: number) => Math.max(2, page - (i % Math.min(200, page - 1)));
    const cursor = encodeCursor('articles', [middle!.at, middle!.id]);
    const sitemapFiles = [
      'tags',
      'authors',
      'news',
      'pages',
      ...months.map(({ month }) => `articles-${month}`),
    ];
    const kinds: Kind[] = [
      { name: 'home', paths: (i) => `/?bench=${i}`, count: REQUESTS },
      { name: 'newsPage1', paths: (i) => `/news?bench=${i}`, count: REQUESTS },
      { name: 'newsDeep', paths: (i) => `/news?page=${below(deepPage(articles, 2000), i)}`, count: REQUESTS },
      { name: 'article', paths: (i) => `/news/scale-${1_000 + i}`, count: REQUESTS },
      {
        name: 'tagDeep',
        paths: (i) => `/tags/${heavy!.slug}?page=${below(deepPage(Number(heavy!.n), 1500), i)}`,
        count: REQUESTS,
      },
      {
        name: 'sectionDeep',
        paths: (i) => `/news?category=reviews&page=${below(deepPage(articles / 4, 1000), i)}`,
        count: REQUESTS,
      },
      {
        name: 'search',
        paths: (i) => `/search?q=${COMMON_WORDS[i % COMMON_WORDS.length]}&bench=${i}`,
        count: REQUESTS,
      },
      { name: 'apiCursor', paths: () => `/api/v1/articles?limit=20&cursor=${cursor}`, count: REQUESTS },
      { name: 'sitemapIndex', paths: () => '/sitemap.xml', count: 20 },
      {
        name: 'sitemapsOneByOne',
        paths: (i) => `/sitemaps/${sitemapFiles[i % sitemapFiles.length]}.xml`,
        count: sitemapFiles.length,
        connections: 1,
      },
      {
        name: 'sitemapsAtOnce',
        paths: (i) => `/sitemaps/${sitemapFiles[i % sitemapFiles.length]}.xml`,
        count: sitemapFiles.length,
      },
      { name: 'tagsSitemap', paths: () => '/sitemaps/tags.xml', count: 20 },
      {
        name: `largestSitemap${busiest.n}Urls`,
        paths: () => `/sitemaps/articles-${busiest.month}.xml`,
        count: 20,
      },
    ];
    return kinds.filter((kind) => !ONLY || ONLY.includes(kind.name));
  } finally {
    await pool.end();
  }
}

async function main() {
  if (!DATABASE_URL) throw new Error('BENCH_DATABASE_URL names a database bench:scale filled');
  const env = {
    DATABASE_URL,
    // As bench:scale serves it: logs at info, as operators run it, one line per request.
    LOG_LEVEL: 'info',
    PAGE_CACHE_SECONDS: '0',
    RUN_WORKER: 'false',
    SEED_DEMO: 'false',
    API_RATE_LIMIT: '100000',
  };
  const checkouts = [{ name: 'candidate', dir: process.cwd() }];
  if (process.env.BASELINE_DIR) checkouts.push({ name: 'baseline', dir: process.env.BASELINE_DIR });
  const servers: ServedCheckout[] = [];
  const loadAverage = [os.loadavg()[0]!];
  try {
    for (const checkout of checkouts) servers.push(await serveCheckout(checkout.name, checkout.dir, { env }));
    const kinds = await kindsOf();
    const results: Record<string, Record<string, unknown>> = {};
    const started = Object.fromEntries(
      servers.map((server) => [server.name, memoryMb(server.child.pid!).rss]),
    );
    const runPeak: Record<string, number> = {};
    for (const [index, kind] of kinds.entries()) {
      results[kind.name] = {};
      const order = index % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const pid = server.child.pid!;
        const before = memoryMb(pid);
        runPeak[server.name] = Math.max(runPeak[server.name] ?? 0, before.peak);
        resetPeakRss(pid);
        const { p95, statuses } = await load(
          server.url,
          kind.count,
          kind.connections ?? CONNECTIONS,
          kind.paths,
        );
        const after = memoryMb(pid);
        runPeak[server.name] = Math.max(runPeak[server.name] ?? 0, after.peak);
        results[kind.name]![server.name] = {
          rssBefore: before.rss,
          peak: after.peak,
          rssAfter: after.rss,
          p95,
          statuses,
        };
      }
      loadAverage.push(os.loadavg()[0]!);
    }
    console.log(
      JSON.stringify(
        {
          requestsPerKind: REQUESTS,
          rssAtStartMb: started,
          kindsMb: results,
          runPeakMb: runPeak,
          loadAverage: loadAverage.map(round),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const server of servers) await stopCheckout(server);
  }
}

await main();
