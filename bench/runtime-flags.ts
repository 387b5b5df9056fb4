// Does each runtime flag earn its place? The Node flags of the CLI's shebang and the two malloc arenas the
// services run with (decision 045) are each left out in turn, every variant served from this checkout at
// once and measured in alternation, page by page, round by round, so all see the same machine: pages rendered
// afresh per second and peak memory beside the full set's. A flag stays when leaving it out costs at least 5%
// of throughput or memory (issue 40, point 9). Prints JSON.
import os from 'node:os';
import {
  benchPages,
  median,
  peakRssMb,
  renderedAfresh,
  resetPeakRss,
  serveCheckout,
  shebangFlags,
  stopCheckout,
  type ServedCheckout,
} from './served-checkout';

const DIR = process.env.CANDIDATE_DIR ?? process.cwd();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 4);
/** glibc's own arena limit on this machine: eight per core. */
const GLIBC_DEFAULT_ARENAS = String(8 * os.cpus().length);

type Variant = { name: string; flags: string[]; env: Record<string, string> };

function variants(): Variant[] {
  const all = shebangFlags(DIR);
  return [
    { name: 'all', flags: all, env: {} },
    ...all.map((flag) => ({ name: `without ${flag}`, flags: all.filter((kept) => kept !== flag), env: {} })),
    { name: 'without MALLOC_ARENA_MAX=2', flags: all, env: { MALLOC_ARENA_MAX: GLIBC_DEFAULT_ARENAS } },
  ];
}

const change = (value: number, reference: number) => Number((value / reference - 1).toFixed(3));

async function main() {
  const served: { variant: Variant; server: ServedCheckout }[] = [];
  try {
    for (const [index, variant] of variants().entries()) {
      served.push({ variant, server: await serveCheckout(`flags-${index}`, DIR, variant) });
    }
    const pages = await benchPages(served[0]!.server.url);
    const load = [os.loadavg()[0]!];
    for (const { server } of served)
      for (const pagePath of Object.values(pages))
        await renderedAfresh(server.url + pagePath, WARMUP_SECONDS);
    // Each variant started while others were starting, on a machine more or less busy then: its peak from here
    // on is its own under the same requests.
    for (const { server } of served) resetPeakRss(server.child.pid!);
    const rps = new Map(served.map(({ variant }) => [variant.name, {} as Record<string, number[]>]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [page, pagePath] of Object.entries(pages)) {
        // Each round starts one variant further on, so no variant always runs first or last.
        const order = served.map((_, index) => served[(index + round) % served.length]!);
        for (const { variant, server } of order) {
          (rps.get(variant.name)![page] ??= []).push(
            await renderedAfresh(server.url + pagePath, DURATION_SECONDS),
          );
        }
      }
      load.push(os.loadavg()[0]!);
    }
    const full = served[0]!;
    const fullMedians = rps.get(full.variant.name)!;
    const fullPeak = peakRssMb(full.server.child.pid!);
    const results = served.map(({ variant, server }) => {
      const medians = Object.fromEntries(
        Object.entries(rps.get(variant.name)!).map(([page, values]) => [page, median(values)]),
      );
      const peakMb = peakRssMb(server.child.pid!);
      return {
        variant: variant.name,
        renderedAfreshMedian: medians,
        throughputChangeVsAll: Object.fromEntries(
          Object.entries(medians).map(([page, value]) => [page, change(value, median(fullMedians[page]!))]),
        ),
        peakMemoryUnderLoadMb: peakMb,
        memoryChangeVsAll: change(peakMb, fullPeak),
      };
    });
    console.log(
      JSON.stringify(
        {
          benchmark: 'runtime-flags',
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, loadAverage1m: load.map((value) => Number(value.toFixed(1))) },
          settings: { rounds: ROUNDS, durationSeconds: DURATION_SECONDS, article: pages.article },
          results,
          eachRound: Object.fromEntries(rps),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const { server } of served) await stopCheckout(server);
  }
}

await main();
