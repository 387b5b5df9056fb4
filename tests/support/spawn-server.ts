import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

const cli = path.resolve('cli/dropwire.js');

/** The Node flags of the CLI's shebang: spawned as operators run it, not with Node's defaults. */
export function cliNodeFlags(): string[] {
  const shebang = readFileSync(cli, 'utf8').split('\n', 1)[0]!;
  const flags = /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(shebang)?.[1];
  return flags ? flags.split(/\s+/).filter(Boolean) : [];
}

export type SpawnedProcess = {
  child: ChildProcess;
  /** The whole environment the process was given. */
  env: Record<string, string>;
  url: string;
  /** Standard output and standard error, interleaved as they came. */
  output: () => string;
  /** Standard output alone. */
  stdout: () => string;
  exited: Promise<number | null>;
};

/** Runs `dropwire <args>` as `npm start` and operators do, with a clean environment plus the given variables. */
const MB = 1024 * 1024;

export function runCli(
  args: string[],
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): SpawnedProcess {
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    LOG_LEVEL: 'info',
    // No NODE_ENV: the CLI settles it as `npm start` leaves it, so tests and benches run what users run.
    ...env,
  };
  const child = spawn(process.execPath, [...cliNodeFlags(), cli, ...args], {
    ...user,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  // A server under a benchmark logs millions of lines: keep the last megabyte or so, which is what a failure
  // report needs (and well under the longest string Node can hold).
  const keep = (text: string) => (text.length > 2 * MB ? text.slice(-MB) : text);
  child.stdout?.on('data', (chunk: Buffer) => {
    output = keep(output + chunk.toString());
    stdout = keep(stdout + chunk.toString());
  });
  child.stderr?.on('data', (chunk: Buffer) => (output = keep(output + chunk.toString())));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    env: childEnv,
    url: `http://127.0.0.1:${env.PORT ?? ''}`,
    output: () => output,
    stdout: () => stdout,
    exited,
  };
}

/** Starts `dropwire serve` on a free port and resolves once it listens (or rejects with its output). */
export async function startServe(
  env: Record<string, string>,
  options: { timeoutMs?: number; user?: { uid: number; gid: number } } = {},
): Promise<SpawnedProcess> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const port = String(await freePort());
  const spawned = runCli(
    ['serve'],
    { HOST: '127.0.0.1', PORT: port, SITE_URL: `http://127.0.0.1:${port}`, ...env },
    options.user,
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawned.child.exitCode !== null) break;
    const healthy = await fetch(`${spawned.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return spawned;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  spawned.child.kill('SIGKILL');
  throw new Error(`dropwire serve did not start:\n${spawned.output()}`);
}
