// A checkout of Dropwire served as `npm start` serves it (`dropwire serve` on its own embedded PostgreSQL),
// for the benchmarks that compare servers side by side, and the two measures they take of it: pages rendered
// afresh (a new address each request, as the speed floors are stated) and the process's peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';
import { loadTest } from './load';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

export type ServedCheckout = { name: string; dir: string; child: ChildProcess; url: string; dataDir: string };

/** The Node flags of a checkout's CLI shebang: the one place they are written. */
export function shebangFlags(dir: string): string[] {
  const shebang = readFileSync(path.join(dir, 'cli/dropwire.js'), 'utf8').split('\n', 1)[0]!;
  return /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(shebang)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * `dropwire serve` of the checkout at `dir`, with `flags` (its own shebang's unless given) and `env` added to a
 * clean environment. Resolves once /healthz answers.
 */
export async function serveCheckout(
  name: string,
  dir: string,
  options: { flags?: string[]; env?: Record<string, string> } = {},
): Promise<ServedCheckout> {
  const cli = path.join(dir, 'cli/dropwire.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `dropwire-${name}-`));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.flags ?? shebangFlags(dir)), cli, 'serve'], {
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
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { name, dir, child, url, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} (${dir}) did not start:\n${errors}`);
}

export async function stopCheckout(server: ServedCheckout) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Requests per second for `url` rendered afresh, at ten connections for `seconds`. */
export async function renderedAfresh(url: string, seconds: number): Promise<number> {
  const result = await loadTest(url, { seconds, headers: { 'user-agent': BROWSER }, everyRequestNew: true });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} answered with errors`);
  return Math.round(result.requests.average);
}

/** The process's peak resident memory so far, in MB. */
export function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/**
 * Starts the process's peak memory again from what it holds now (Linux's clear_refs), so a peak measured after
 * it is the load's own and not what starting up took (making the demo's news) on a machine busier then.
 */
export function resetPeakRss(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The pages the side-by-side benches measure: home, the news list and the newest article it links. */
export async function benchPages(url: string) {
  const html = await (await fetch(`${url}/news`)).text();
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!article) throw new Error('no article link on /news');
  return { home: '/', news: '/news', article };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
