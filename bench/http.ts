// HTTP benchmark: throughput and latency of `/`, `/news`, one article, the RSS feed and one detail page of
// each section (release, festival, review, interview, chart) on the seeded demo content as readers get them (the page cache on, as `npm start` runs), the same pages when every request
// must be rendered (a new URL each time, as for the long tail of pages nobody asked for in the last seconds),
// the JavaScript each page ships, and the server's peak memory. Prints JSON.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../tests/support/free-port';
import { startServe } from '../tests/support/spawn-server';
import { CONNECTIONS, loadTest } from './load';
import type { IslandsManifest } from '../app/islands/islands-script.server';

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15);
// A reader's browser, so view counting runs as it does for readers (a crawler's visit is not counted).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

// Ghost 6.65 on this kind of machine (2 cores), as measured by the team; Dropwire aims for 10x throughput.
const teamGhost = {
  homeRps: 40,
  homeP99Ms: 366,
  postRps: 77,
  rssRps: 61,
  jsBytesPerPage: [800_000, 1_000_000],
  peakMemoryMb: [600, 880],
};
// A running Ghost to measure in the same run, since the machine's speed varies by the hour (bench/README.md).
const GHOST_URL = process.env.GHOST_URL;
const GHOST_PID = process.env.GHOST_PID ? Number(process.env.GHOST_PID) : undefined;

function peakRssMb(pid: number): number {
  // VmHWM is the kernel's high-water mark of resident memory for the process.
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** What every browser sends: its pages come back compressed, and the server does that work too. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

async function run(
  url: string,
  seconds: number,
  options: { everyRequestNew?: boolean; acceptEncoding?: string } = {},
) {
  const result = await loadTest(url, {
    seconds,
    headers: {
      'user-agent': BROWSER,
      ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
    },
    everyRequestNew: options.everyRequestNew,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    non2xx: result.non2xx,
    // Headers and body as sent (compressed, when asked for).
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

/** Bytes on the wire for one GET with this Accept-Encoding, undecoded. */
function sentBytes(url: URL, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/** What the islands' build wrote: the files each island brings (scripts/build-islands.js). */
const islandsManifest = JSON.parse(readFileSync('build/islands-manifest.json', 'utf8')) as IslandsManifest;

/**
 * Every script a page makes the browser fetch: those its HTML names (the islands' entry on a reader page, React
 * Router's modules on a hydrated one) and what the islands' entry imports for the islands on the page (React DOM
 * and each island's chunks, listed in the build's manifest).
 */
async function javascriptOf(baseUrl: string, pagePath: string) {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  // Dynamic imports inlined in the hydration script (hydrated pages).
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]!);
  if (urls.has(islandsManifest.entry)) {
    for (const file of islandsManifest.entryFiles) urls.add(file);
    const islands = new Set(
      [...html.matchAll(/<dw-island data-island="([a-z0-9-]+)"/g)].map((match) => match[1]!),
    );
    if (islands.size > 0) for (const file of islandsManifest.reactDom) urls.add(file);
    for (const name of islands) for (const file of islandsManifest.islands[name] ?? []) urls.add(file);
  }
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
    // What a browser is sent (the build's Brotli copy): fetch would decode it, so the length is read raw.
    sent += await sentBytes(new URL(url, baseUrl), 'br, gzip');
  }
  return {
    files: urls.size,
    rawBytes: raw,
    gzipBytes: gzip,
    sentToBrowserBytes: sent,
    htmlGzipBytes: gzipSync(html).length,
  };
}

/** One of Ghost's pages under the bench's load: a page that answers with errors leaves nothing to compare. */
async function runGhostPage(url: string, options: { acceptEncoding?: string } = {}) {
  const result = await run(url, DURATION_SECONDS, options);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`GHOST_URL: ${url} answered with errors`);
  return result;
}

/**
 * The Ghost post to hold Dropwire's article to: the same article when Ghost holds it (imported with its slug),
 * else Ghost's newest post, the first of its RSS feed (its sitemap lists posts by when they were last edited,
 * which after an import is no order at all).
 */
async function ghostPost(baseUrl: string, articleSlug: string): Promise<string> {
  const same = `/${articleSlug}/`;
  if ((await fetch(new URL(same, baseUrl))).status === 200) return same;
  const feed = await (await fetch(new URL('/rss/', baseUrl))).text();
  const newest = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1];
  if (!newest) throw new Error(`GHOST_URL: no post in ${baseUrl}/rss/`);
  return new URL(newest).pathname;
}

/**
 * Ghost's home page, the post held to Dropwire's article and its RSS feed, under the same load as Dropwire's
 * pages. Ghost keeps no page cache, so each of its requests is rendered.
 */
async function measureGhost(baseUrl: string, articleSlug: string) {
  const pages = { home: '/', post: await ghostPost(baseUrl, articleSlug), rss: '/rss/' };
  const measured: Record<string, Awaited<ReturnType<typeof run>> & { path: string }> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    const url = new URL(pagePath, baseUrl).href;
    await run(url, WARMUP_SECONDS);
    measured[name] = { path: pagePath, ...(await runGhostPage(url)) };
  }
  // Home and post again as a browser asks for them, compressed (Dropwire's pages are measured so too).
  const asBrowsersAsk: Record<string, Awaited<ReturnType<typeof run>> & { path: string }> = {};
  for (const name of ['home', 'post'] as const) {
    const url = new URL(pages[name], baseUrl).href;
    asBrowsersAsk[name] = {
      path: pages[name],
      ...(await runGhostPage(url, { acceptEncoding: BROWSER_ACCEPT_ENCODING })),
    };
  }
  return { measured, asBrowsersAsk };
}

const ratio = (result: unknown, ghostRps: number) =>
  Number(((result as { requestsPerSecond: number }).requestsPerSecond / ghostRps).toFixed(1));

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-bench-'));
  chmodSync(dataDir, 0o755);
  // Started as `npm start` starts it: the same command and environment, apart from the port and data folder
  // (no NODE_ENV, logs at their default level), so the figures are what users get.
  const server = await startServe({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
  try {
    const firstLink = async (listPath: string) => {
      const html = await (await fetch(`${server.url}${listPath}`)).text();
      const link = new RegExp(`href="(${listPath}/[a-z0-9-]+)"`).exec(html)?.[1];
      if (!link) throw new Error(`no detail link on ${listPath}`);
      return link;
    };
    const articlePath = await firstLink('/news');
    // One page of each kind the sections have, found as a reader finds it: the first link on its list.
    const details = {
      release: await firstLink('/releases'),
      festival: await firstLink('/festivals'),
      review: await firstLink('/reviews'),
      interview: await firstLink('/interviews'),
      chart: await firstLink('/charts'),
    };
    const routes = { home: '/', news: '/news', article: articlePath, rss: '/rss.xml', ...details };
    const results: Record<string, unknown> = {};
    for (const [name, route] of Object.entries(routes)) {
      await run(`${server.url}${route}`, WARMUP_SECONDS);
      results[name] = { path: route, ...(await run(`${server.url}${route}`, DURATION_SECONDS)) };
    }
    // Measured between Dropwire's cached and rendered runs, so the two are minutes apart at most.
    const ghostPages = GHOST_URL
      ? await measureGhost(GHOST_URL, articlePath.slice(articlePath.lastIndexOf('/') + 1))
      : undefined;
    const ghost = ghostPages
      ? {
          source: `measured in this run at ${GHOST_URL}`,
          pages: ghostPages.measured,
          pagesAsBrowsersAsk: ghostPages.asBrowsersAsk,
          homeRps: ghostPages.measured.home!.requestsPerSecond,
          postRps: ghostPages.measured.post!.requestsPerSecond,
          rssRps: ghostPages.measured.rss!.requestsPerSecond,
          ...(GHOST_PID ? { peakMemoryMb: peakRssMb(GHOST_PID) } : {}),
        }
      : { source: 'the team’s figures for this kind of machine (set GHOST_URL to measure)', ...teamGhost };
    const rendered: Record<string, unknown> = {};
    const renderedNames: (keyof typeof routes)[] = [
      'home',
      'news',
      'article',
      ...(Object.keys(details) as (keyof typeof details)[]),
    ];
    for (const name of renderedNames) {
      const url = `${server.url}${routes[name]}`;
      rendered[name] = {
        path: routes[name],
        ...(await run(url, DURATION_SECONDS, { everyRequestNew: true })),
      };
    }
    // The same pages rendered afresh as a browser asks for them: compressed, which is work for the server too.
    const renderedAsBrowsersAsk: Record<string, unknown> = {};
    for (const name of ['home', 'news', 'article'] as const) {
      renderedAsBrowsersAsk[name] = {
        path: routes[name],
        ...(await run(`${server.url}${routes[name]}`, DURATION_SECONDS, {
          everyRequestNew: true,
          acceptEncoding: BROWSER_ACCEPT_ENCODING,
        })),
      };
    }
    const javascript = {
      home: await javascriptOf(server.url, '/'),
      news: await javascriptOf(server.url, '/news'),
      article: await javascriptOf(server.url, articlePath),
      ...Object.fromEntries(
        await Promise.all(
          Object.entries(details).map(async ([name, route]) => [name, await javascriptOf(server.url, route)]),
        ),
      ),
    };
    const report = {
      benchmark: 'http',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      settings: {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: DURATION_SECONDS,
        database: 'embedded PostgreSQL 18',
        startedAs: 'npm start (no NODE_ENV, default log level, page cache on)',
        userAgent: BROWSER,
      },
      results,
      everyRequestRendered: rendered,
      everyRequestRenderedAsBrowsersAsk: {
        acceptEncoding: BROWSER_ACCEPT_ENCODING,
        pages: renderedAsBrowsersAsk,
      },
      javascript,
      peakMemoryMb: { server: peakRssMb(server.child.pid!) },
      ghost,
      ratios: {
        homeThroughputVsGhost: ratio(results.home, ghost.homeRps),
        articleThroughputVsGhost: ratio(results.article, ghost.postRps),
        rssThroughputVsGhost: ratio(results.rss, ghost.rssRps),
        homeRenderedVsGhost: ratio(rendered.home, ghost.homeRps),
        articleRenderedVsGhost: ratio(rendered.article, ghost.postRps),
        // Ghost has no list page of its own in these figures: /news is held to its home page's.
        newsRenderedVsGhostHome: ratio(rendered.news, ghost.homeRps),
        // Both compressed for a browser, when Ghost was measured in this run.
        ...(ghostPages
          ? {
              homeRenderedAsBrowsersAskVsGhost: ratio(
                renderedAsBrowsersAsk.home,
                ghostPages.asBrowsersAsk.home!.requestsPerSecond,
              ),
              newsRenderedAsBrowsersAskVsGhostHome: ratio(
                renderedAsBrowsersAsk.news,
                ghostPages.asBrowsersAsk.home!.requestsPerSecond,
              ),
              articleRenderedAsBrowsersAskVsGhost: ratio(
                renderedAsBrowsersAsk.article,
                ghostPages.asBrowsersAsk.post!.requestsPerSecond,
              ),
            }
          : {}),
        // Each section's detail page is held to Ghost's post page, served and rendered afresh.
        ...Object.fromEntries(
          Object.keys(details).flatMap((name) => [
            [`${name}ThroughputVsGhostPost`, ratio(results[name], ghost.postRps)],
            [`${name}RenderedVsGhostPost`, ratio(rendered[name], ghost.postRps)],
          ]),
        ),
      },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
