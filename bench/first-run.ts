// A newcomer's first run, timed: `git clone` of this checkout's HEAD into a new folder, README's two commands
// (`npm install && npm start`), until the home page answers. npm's package cache is whatever this machine holds
// (warm after any earlier install), as it is for an operator trying a second project. Prints JSON: the three
// phases and the whole, in seconds, the CPU seconds the install used (which other work on the machine does not
// stretch the way it stretches the wall clock), and how many packages npm installed.
import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../tests/support/free-port';

const run = promisify(execFile);
const ROUNDS = Number(process.env.FIRST_RUN_ROUNDS ?? 1);
/** The checkout to clone: this one, or another (`FIRST_RUN_SOURCE`) to time an older commit beside it. */
const SOURCE = process.env.FIRST_RUN_SOURCE ?? process.cwd();

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;

/**
 * CPU seconds (user and system) used so far by this process's finished children and everything they waited
 * for: Linux's /proc/self/stat, fields 16 and 17, in clock ticks of 1/100 s. Undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

async function firstPage(url: string, deadline: number) {
  while (performance.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within the time allowed`);
}

async function groupGone(groupId: number, deadline: number) {
  while (performance.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function oneRun() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-first-run-'));
  // As root, the embedded PostgreSQL runs as another user, who must be able to enter the folder.
  chmodSync(folder, 0o755);
  const app = path.join(folder, 'app');
  const loadAtStart = Math.round(os.loadavg()[0]! * 10) / 10;
  const started = performance.now();
  try {
    await run('git', ['clone', '--quiet', SOURCE, app]);
    const cloned = seconds(started);
    const installStart = performance.now();
    const cpuBefore = childrenCpuSeconds();
    // The flags are what this project's .npmrc sets; given here too so an older checkout is timed the same way.
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: app, maxBuffer: 16 * 1024 * 1024 });
    const installed = seconds(installStart);
    const cpuAfter = childrenCpuSeconds();
    const installCpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Math.round((cpuAfter - cpuBefore) * 10) / 10;
    const packages = readdirSync(path.join(app, 'node_modules')).length;
    // PORT picks the port (on a shared machine, one given to this run); else any free one.
    const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
    const startStart = performance.now();
    // Its own process group, so the server and the database it starts end together.
    const log = path.join(folder, 'start.log');
    const output = openSync(log, 'w');
    const child = spawn('npm', ['start'], {
      cwd: app,
      detached: true,
      stdio: ['ignore', output, output],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let buildAndStart: number;
    let total: number;
    try {
      await Promise.race([
        firstPage(`http://127.0.0.1:${port}/`, performance.now() + 180_000),
        exited.then(() => {
          throw new Error(
            `npm start ended before the first page:\n${readFileSync(log, 'utf8').slice(-2000)}`,
          );
        }),
      ]);
      buildAndStart = seconds(startStart);
      total = seconds(started);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // npm ends before the server it started, which stops its database for a few seconds more: the folder is
      // removed once the whole group is gone, or files written meanwhile are left behind.
      await groupGone(child.pid!, performance.now() + 30_000);
    }
    return {
      loadAtStart,
      cloneS: cloned,
      installS: installed,
      installCpuS: installCpu,
      buildAndStartS: buildAndStart,
      totalS: total,
      topLevelPackageFolders: packages,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const runs = [];
for (let round = 0; round < ROUNDS; round += 1) runs.push(await oneRun());
console.log(
  JSON.stringify(
    { source: SOURCE, loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10), runs },
    null,
    2,
  ),
);
