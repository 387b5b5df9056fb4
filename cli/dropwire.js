#!/usr/bin/env -S node --max-semi-space-size=8 --max-old-space-size=512 --no-allocation-site-pretenuring
// The `dropwire` command. After `npm run build` (which `npm start` runs when needed) it loads the command
// compiled ahead of time (build/cli, decision 023); when the sources are newer than that build, or there is
// none, it compiles the TypeScript as it loads through tsx, so operators never need a build step.
// The V8 flags above (also in package.json's start script) cap the young generation at 8 MB per semi-space
// (Node 24 lets it grow to 32 MB, which on this workload buys no throughput and costs memory) and the old
// generation at 512 MB: under a limit well below the one V8 picks from the machine's memory, V8 grows the heap
// by about 1.4 times what survives a collection, where it would otherwise grow it fourfold (decisions 010, 026
// and 038). The largest crawl the benches run needs under 128 MB. Without allocation-site pretenuring, V8 no
// longer allocates each rendered page's text straight in the old generation, where it stayed until the next
// full collection (decision 040).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundle, isBuildCurrent } from '../scripts/build-freshness.js';

// React and other libraries pick their build from NODE_ENV when they are first loaded, so it is settled here,
// before anything imports them: production unless asked otherwise (`--dev`, `npm run dev`, or set by hand).
process.env.NODE_ENV ||= process.argv.includes('--dev') ? 'development' : 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Development serves the sources through Vite, so it always runs them as they are.
if (!process.argv.includes('--dev') && isBuildCurrent(root)) {
  await import(pathToFileURL(path.join(root, cliBundle)).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
