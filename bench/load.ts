// HTTP load for the benches: autocannon, pinned and run through `npm exec` as Lighthouse is,
// so a load generator is not among the packages every `npm install` writes (it brought 39 of them). The first
// bench run fetches it into npm's cache; later runs start from there.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const AUTOCANNON = 'autocannon@9.0.0';
const RUNNER = fileURLToPath(new URL('./autocannon-run.mjs', import.meta.url));

/** Ten connections, as every Dropwire bench and Ghost comparison has used. */
export const CONNECTIONS = 10;

/** The part of autocannon's `--json` report the benches read. */
const loadReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
  throughput: z.object({ total: z.number() }),
  errors: z.number(),
  non2xx: z.number(),
});
export type LoadReport = z.infer<typeof loadReport>;

export interface LoadOptions {
  seconds: number;
  headers?: Record<string, string>;
  /** A query string the page ignores makes each request a URL no cache has seen. */
  everyRequestNew?: boolean;
}

/** Loads `url` at ten connections for `seconds` and returns autocannon's report. */
export function loadTest(url: string, options: LoadOptions): Promise<LoadReport> {
  const settings = JSON.stringify({ url, connections: CONNECTIONS, ...options });
  const args = ['exec', '--yes', `--package=${AUTOCANNON}`, '--', 'node', RUNNER, settings];
  return new Promise((resolve, reject) => {
    execFile('npm', args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon failed on ${url}: ${stderr || error.message}`));
      try {
        resolve(loadReport.parse(JSON.parse(stdout)));
      } catch (parseError) {
        reject(new Error(`autocannon's report on ${url} could not be read: ${String(parseError)}`));
      }
    });
  });
}
