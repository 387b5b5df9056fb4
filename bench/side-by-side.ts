// Two builds of Dropwire side by side: this checkout and another (`BASELINE_DIR`, a checkout with its
// dependencies installed and `npm run build` done), each started as `npm start` starts it on its own embedded
// PostgreSQL, measured in alternation, page by page, round by round, so both see the same machine. Pages are
// rendered afresh (a new address each request), as the speed floors are stated. Prints JSON.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';

const BASELINE_DIR = process.env.BASELINE_DIR;
const CANDIDATE_DIR = process.env.CANDIDATE_DIR ?? process.cwd();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = 10;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

type Server = { name: string; dir: string; child: ChildProcess; url: string; dataDir: string };

/** `dropwire serve` of the checkout at `dir`, with the Node flags of its own CLI's shebang. */
async function startServe(name: string, dir: string): Promise<Server> {
  const cli = path.join(dir, 'cli/dropwire.js');
  const shebang = readFileSync(cli, 'utf8').split('\n', 1)[0]!;
  const flags = /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(shebang)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `dropwire-${name}-`));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [...flags, cli, 'serve'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { name, dir, child, url, dataDir };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} (${dir}) did not start:\n${errors}`);
}

async function renderedAfresh(url: string, seconds: number): Promise<number> {
  let sequence = 0;
  const pagePath = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': BROWSER },
    requests: [{ setupRequest: (request) => ({ ...request, path: `${pagePath}?bench=${(sequence += 1)}` }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} answered with errors`);
  return Math.round(result.requests.average);
}

function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!BASELINE_DIR) throw new Error('BASELINE_DIR: the checkout (built) to compare with');
  const servers = [await startServe('baseline', BASELINE_DIR), await startServe('candidate', CANDIDATE_DIR)];
  try {
    const html = await (await fetch(`${servers[1]!.url}/news`)).text();
    const article = /href="(\/news\/[a-z0-9-]+)"/.exec(html)?.[1];
    if (!article) throw new Error('no article link on /news');
    const pages = { home: '/', news: '/news', article };
    // Starting includes making the demo's news: its peak is told apart from the peak under load.
    const startupPeakMb = Object.fromEntries(
      servers.map((server) => [server.name, peakRssMb(server.child.pid!)]),
    );
    const load = [os.loadavg()[0]!];
    for (const server of servers)
      for (const pagePath of Object.values(pages))
        await renderedAfresh(server.url + pagePath, WARMUP_SECONDS);
    const rps: Record<string, Record<string, number[]>> = { baseline: {}, candidate: {} };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [page, pagePath] of Object.entries(pages)) {
        // Alternated: the baseline first in even rounds, the candidate first in odd ones.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          (rps[server.name]![page] ??= []).push(
            await renderedAfresh(server.url + pagePath, DURATION_SECONDS),
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
          settings: { rounds: ROUNDS, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, article },
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
    for (const server of servers) {
      if (server.child.exitCode === null) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
