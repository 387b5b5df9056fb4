// Runs a benchmark script as `dropwire worker` runs: with the Node flags of the CLI's shebang (the one place
// they are written, decision 074) and two malloc arenas (decision 045), so the memory a crawl benchmark
// reports is the worker's. With Node's defaults and glibc's sixteen arenas the same 1,000 × 50 crawl peaked
// 150-300 MB higher (decision 087). Usage: `tsx bench/as-worker.ts bench/ingest.ts`; the script's exit code
// is this one's.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../cli/dropwire.js', import.meta.url));

/** Node's arguments and the environment to run `script` (a TypeScript file, through tsx) as the worker runs. */
export function asWorker(
  script: string,
  env: NodeJS.ProcessEnv = process.env,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const shebang = readFileSync(cli, 'utf8').split('\n', 1)[0]!;
  const flags = /^#!\/usr\/bin\/env -S node\s+(.*)$/.exec(shebang)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  return {
    args: [...flags, '--import', 'tsx', script],
    env: { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) throw new Error('Usage: tsx bench/as-worker.ts <script.ts> [arguments]');
  const { args, env } = asWorker(script);
  const child = spawn(process.execPath, [...args, ...rest], { env, stdio: 'inherit' });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
