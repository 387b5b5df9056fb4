// Two builds of Dropwire side by side: this checkout and another (`BASELINE_DIR`, a checkout with its
// dependencies installed and `npm run build` done), each started as `npm start` starts it on its own embedded
// PostgreSQL, measured in alternation, page by page, round by round, so both see the same machine. Pages are
// rendered afresh (a new address each request), as the speed floors are stated. Prints JSON.
import os from 'node:os';
import {
  benchPages,
  median,
  peakRssMb,
  renderedAfresh,
  serveCheckout,
  stopCheckout,
} from './served-checkout';

const BASELINE_DIR = process.env.BASELINE_DIR;
const CANDIDATE_DIR = process.env.CANDIDATE_DIR ?? process.cwd();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = 10;

async function main() {
  if (!BASELINE_DIR) throw new Error('BASELINE_DIR: the checkout (built) to compare with');
  const servers = [
    await serveCheckout('baseline', BASELINE_DIR),
    await serveCheckout('candidate', CANDIDATE_DIR),
  ];
  try {
    // Each build's own newest article: two builds' demos need not hold the same one.
    const pagesOf = new Map<string, Awaited<ReturnType<typeof benchPages>>>();
    for (const server of servers) pagesOf.set(server.name, await benchPages(server.url));
    const pages = pagesOf.get('candidate')!;
    // Starting includes making the demo's news: its peak is told apart from the peak under load.
    const startupPeakMb = Object.fromEntries(
      servers.map((server) => [server.name, peakRssMb(server.child.pid!)]),
    );
    const load = [os.loadavg()[0]!];
    for (const server of servers)
      for (const pagePath of Object.values(pagesOf.get(server.name)!))
        await renderedAfresh(server.url + pagePath, WARMUP_SECONDS);
    const rps: Record<string, Record<string, number[]>> = { baseline: {}, candidate: {} };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of Object.keys(pages) as (keyof typeof pages)[]) {
        // Alternated: the baseline first in even rounds, the candidate first in odd ones.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          (rps[server.name]![page] ??= []).push(
            await renderedAfresh(server.url + pagesOf.get(server.name)![page], DURATION_SECONDS),
          );
        }
      }
      load.push(os.loadavg()[0]!);
    }
    const summary = Object.fromEntries(
      Object.keys(pages).map((page) => {
        const baseline = median(rps.baseline![page]!);
        const candidate = median(rps.candidate![page]!);
        return [
          page,
          { baseline, candidate, candidateVsBaseline: Number((candidate / baseline).toFixed(3)) },
        ];
      }),
    );
    console.log(
      JSON.stringify(
        {
          benchmark: 'side-by-side',
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, loadAverage1m: load.map((value) => Number(value.toFixed(1))) },
          settings: {
            rounds: ROUNDS,
            durationSeconds: DURATION_SECONDS,
            connections: CONNECTIONS,
            articles: Object.fromEntries([...pagesOf].map(([name, paths]) => [name, paths.article])),
          },
          dirs: { baseline: BASELINE_DIR, candidate: CANDIDATE_DIR },
          renderedAfreshRequestsPerSecond: { median: summary, eachRound: rps },
          peakMemoryMb: {
            afterStart: startupPeakMb,
            afterLoad: Object.fromEntries(
              servers.map((server) => [server.name, peakRssMb(server.child.pid!)]),
            ),
          },
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
