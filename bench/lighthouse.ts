// Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the home page, the News list, an
// article and the article with the demo's longest story timeline, served as `npm start` serves them, with Debian's Chromium. Prints the median of three scored runs per page.
// Lighthouse is no dependency of Dropwire: with its crash reporter and trace engine it was a quarter of the
// files `npm install` wrote, for one benchmark. `npm exec` fetches the pinned version into npm's cache the first
// time this runs, and each run is its command line.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium';
import { freePort } from '../tests/support/free-port';
import { startServe } from '../tests/support/spawn-server';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Paths audited besides home, /news, an article and the timeline article (`LIGHTHOUSE_PAGES=/festivals,/releases`), comma-separated. */
const MORE_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter((page) => page.startsWith('/'));

type Run = {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  javascriptKb: number;
  failing: string[];
  /** Why Lighthouse could not score the run (its runtime error and warnings), when it could not. */
  error?: string;
};

type Report = {
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: unknown }
  >;
  categories: { performance?: { score: number | null } };
  runtimeError?: { code?: string };
  runWarnings: string[];
};

/** One Lighthouse run of `url` in a Chromium of its own, its report read from standard output. */
function lighthouse(url: string, chromePath: string): Promise<Report> {
  const args = ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', url];
  args.push('--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet');
  args.push(`--chrome-flags=${chromiumFlags.join(' ')}`);
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      args,
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // A runtime error (NO_NAVSTART, say) ends Lighthouse with an error after it has printed its report, which
        // says what went wrong; the caller runs the page again. Only a run with no report at all fails.
        if (!error) return resolve(JSON.parse(stdout) as Report);
        // A runtime error (NO_NAVSTART: its trace missed the navigation) ends Lighthouse without a report; it
        // asks to be run again, so the run counts as unscored rather than ending the benchmark.
        const runtimeError = /Runtime error encountered: .*\(([A-Z_]+)\)/.exec(stderr)?.[1];
        if (runtimeError)
          return resolve({
            audits: {},
            categories: {},
            runtimeError: { code: runtimeError },
            runWarnings: [],
          });
        reject(new Error(`Lighthouse failed on ${url}: ${stderr.slice(-2000)}`, { cause: error }));
      },
    );
  });
}

async function audit(url: string, chromePath: string): Promise<Run> {
  const report = await lighthouse(url, chromePath);
  const { audits, categories } = report;
  const value = (id: string) => Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    speedIndexMs: Math.round(value('speed-index')),
    javascriptKb: Math.round(scriptBytes / 102.4) / 10,
    // Audits that lost points, to say what to work on next.
    failing: Object.values(audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative',
      )
      .map((entry) => entry.id),
    ...((categories.performance?.score ?? null) === null && {
      error: [report.runtimeError?.code, ...report.runWarnings].filter(Boolean).join('; ') || 'no score',
    }),
  };
}

/**
 * The demo's newsroom story told by the most outlets (the Mira Solenne world tour, say), found through the
 * content API as a reader's app would: its article shows the longest timeline (issue 44), the page to keep at 100.
 * The 40 newest articles are read, under the API's 60 requests a minute (`API_RATE_LIMIT`).
 */
async function timelineArticlePath(siteUrl: string): Promise<string> {
  const list = (await (await fetch(`${siteUrl}/api/v1/articles?limit=40`)).json()) as {
    data: { slug: string }[];
  };
  let best = { path: '', reports: 1 };
  for (const { slug } of list.data) {
    const response = await fetch(`${siteUrl}/api/v1/articles/${slug}/timeline`);
    if (!response.ok) throw new Error(`the timeline of ${slug} answered ${response.status}`);
    const timeline = (await response.json()) as { data: { reports: unknown[] } };
    if (timeline.data.reports.length > best.reports)
      best = { path: `/news/${slug}`, reports: timeline.data.reports.length };
  }
  if (!best.path) throw new Error('the demo has no article whose story several outlets told');
  return best.path;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const chromePath = process.env.CHROME_PATH ?? chromiumPath;
  // Checked before the server starts: a missing browser crashes the launcher with an unhandled error, which
  // would leave the server running with nobody to stop it.
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath}: install Debian's (apt-get install -y chromium)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-lighthouse-'));
  chmodSync(dataDir, 0o755);
  const server = await startServe({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
  try {
    const newsHtml = await (await fetch(`${server.url}/news`)).text();
    const articlePath = /href="(\/news\/[a-z0-9-]+)"/.exec(newsHtml)?.[1];
    if (!articlePath) throw new Error('no article link on /news');
    const pages: Record<string, string> = {
      home: '/',
      news: '/news',
      article: articlePath,
      timelineArticle: await timelineArticlePath(server.url),
      ...Object.fromEntries(MORE_PAGES.map((page) => [page, page])),
    };
    const results: Record<string, unknown> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      // A run Lighthouse could not score (a runtime error such as NO_NAVSTART: its trace missed the navigation)
      // measured nothing about the page: it is run again, at most three times a page, and its error is printed.
      const runs: Run[] = [];
      const unscored: string[] = [];
      while (runs.length < RUNS && unscored.length < 3) {
        const run = await audit(`${server.url}${pagePath}`, chromePath);
        if (run.error) unscored.push(run.error);
        else runs.push(run);
      }
      if (runs.length === 0)
        throw new Error(`Lighthouse scored no run of ${pagePath}: ${unscored.join(', ')}`);
      const keys = [
        'score',
        'firstContentfulPaintMs',
        'largestContentfulPaintMs',
        'totalBlockingTimeMs',
        'cumulativeLayoutShift',
        'speedIndexMs',
        'javascriptKb',
      ] as const;
      results[name] = {
        path: pagePath,
        ...Object.fromEntries(keys.map((key) => [key, median(runs.map((entry) => entry[key]))])),
        scores: runs.map((entry) => entry.score),
        failing: [...new Set(runs.flatMap((entry) => entry.failing))],
        ...(unscored.length > 0 && { unscoredRuns: unscored }),
      };
    }
    console.log(
      JSON.stringify(
        {
          benchmark: 'lighthouse',
          date: new Date().toISOString(),
          settings: {
            runs: RUNS,
            formFactor: 'mobile',
            throttling: 'simulated (Lighthouse default)',
            startedAs: 'npm start',
          },
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
