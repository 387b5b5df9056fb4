// The pages of bench:scale (issue 42, point 1): the built app started as `npm start` starts it against the filled
// database, every request a page rendered afresh (the page cache off, and a URL the five-second page reads have
// not seen where the page allows it), 10 connections, p50/p95/p99 per page; the sitemap index and each of its
// files, timed with their URL counts; the web process's peak memory.
import { readFileSync } from 'node:fs';
import { encodeCursor } from '../app/domain/feeds/api-cursor';
import { startServe } from '../tests/support/spawn-server';
import { percentile } from './scale-fill';

const CONNECTIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
// A reader's browser, so the page is what readers get (a crawler's visit is not counted as a view).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
/** Words every filled article holds (titles, summaries and bodies of scale-fill.ts). */
const COMMON_WORDS = ['festival', 'label', 'record', 'season', 'night', 'techno', 'warehouse', 'dawn'];

export type ScaleShape = {
  articles: number;
  tagArticles: number;
  apiCursor: { publishedAt: string; id: string };
};

function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** `REQUESTS` GETs of `pathOf(i)` over CONNECTIONS connections at once, after WARMUP. */
async function load(base: string, pathOf: (i: number) => string) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = -WARMUP;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const start = performance.now();
      const response = await fetch(base + pathOf(i + WARMUP), { headers: { 'user-agent': BROWSER } });
      await response.arrayBuffer();
      if (i >= 0) {
        times.push(performance.now() - start);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    statuses: Object.fromEntries(statuses),
  };
}

/** The sitemap index and every file it names: time, size in URLs, the largest. */
async function sitemaps(base: string) {
  const timed = async (url: string) => {
    const start = performance.now();
    const text = await (await fetch(url)).text();
    return { ms: Math.round(performance.now() - start), text };
  };
  const index = await timed(`${base}/sitemap.xml`);
  const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  let slowest = { url: '', ms: 0, urls: 0 };
  let largest = { url: '', ms: 0, urls: 0 };
  let total = 0;
  for (const part of parts) {
    const { ms, text } = await timed(part.replace(/^https?:\/\/[^/]+/, base));
    const urls = (text.match(/<url>/g) ?? []).length;
    total += urls;
    if (ms > slowest.ms) slowest = { url: part, ms, urls };
    if (urls > largest.urls) largest = { url: part, ms, urls };
  }
  return { indexMs: index.ms, files: parts.length, urls: total, slowest, largest };
}

/** Starts the built app on `databaseUrl` and measures its pages. */
export async function measurePages(databaseUrl: string, dataDir: string, shape: ScaleShape) {
  const server = await startServe({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAGE_CACHE_SECONDS: '0',
    RUN_WORKER: 'false',
    SEED_DEMO: 'false',
    API_RATE_LIMIT: '100000',
  });
  try {
    const base = server.url;
    const pages = (count: number) => Math.max(1, Math.ceil(count / 12));
    // Deep pages a step apart each request (counting down from the deep one), so the five-second page reads
    // answer few of them.
    const deep = (count: number, want: number) => Math.max(2, Math.min(want, pages(count)));
    const below = (page: number, i: number) => Math.max(2, page - (i % Math.min(200, page - 1)));
    const newsDeep = deep(shape.articles, 2_000);
    const sectionDeep = deep(shape.articles / 4, 1_000);
    const tagDeep = deep(shape.tagArticles, 1_500);
    const cursor = encodeCursor('articles', [shape.apiCursor.publishedAt, shape.apiCursor.id]);
    const results = {
      home: await load(base, (i) => `/?bench=${i}`),
      newsPage1: await load(base, (i) => `/news?bench=${i}`),
      [`newsPage${newsDeep}`]: await load(base, (i) => `/news?page=${below(newsDeep, i)}`),
      article: await load(base, (i) => `/news/scale-${1_000 + i}`),
      [`tagArtist1Page${tagDeep}`]: await load(base, (i) => `/tags/artist-1?page=${below(tagDeep, i)}`),
      [`sectionReviewsPage${sectionDeep}`]: await load(
        base,
        (i) => `/news?category=reviews&page=${below(sectionDeep, i)}`,
      ),
      searchCommonWord: await load(
        base,
        (i) => `/search?q=${COMMON_WORDS[i % COMMON_WORDS.length]}&bench=${i}`,
      ),
      apiCursorDeep: await load(base, () => `/api/v1/articles?limit=20&cursor=${cursor}`),
    };
    return {
      pagesP95Ms: results,
      pageTarget: 'p95 <= 50 ms at 10 connections',
      sitemap: await sitemaps(base),
      webPeakMemoryMb: peakRssMb(server.child.pid!),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
