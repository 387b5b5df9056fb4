// The last step of `npm run build`: the `dropwire` command compiled ahead of time into build/cli, so a running
// server or worker loads plain JavaScript instead of compiling TypeScript through tsx as it starts. That loader
// (its own thread and its caches) cost about 70 MB at the peak of a fresh start (decision 023).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { escapeNonAscii } from './ascii-source.js';

const out = 'build/cli';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'cli/main.ts',
    // The parse threads' entry: the pool starts it from beside the module that holds the pool.
    'worker-entry': 'app/domain/newsroom/parse-pool/worker.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Dependencies stay in node_modules: one copy each, shared with the React Router server build.
  packages: 'external',
  logLevel: 'warning',
});
// The two files a server loads at start, kept by V8 for its lifetime: one byte per character (ascii-source.js).
escapeNonAscii('build/server/index.js');
escapeNonAscii(`${out}/main.js`);
// The worker entry must be the file name the pool asks for (parse-pool.ts: ./worker-entry.mjs).
cpSync(`${out}/worker-entry.js`, `${out}/worker-entry.mjs`);
rmSync(`${out}/worker-entry.js`);
// Files modules read beside themselves (`new URL('./…', import.meta.url)`): in the bundle, beside build/cli.
cpSync('app/db/migrations', `${out}/migrations`, { recursive: true });
cpSync('app/domain/newsroom/demo/feeds', `${out}/feeds`, { recursive: true });
