#!/usr/bin/env -S node --max-semi-space-size=4 --max-old-space-size=512 --heap-growing-percent=10 --no-maglev-destroy-on-background --no-separate-gc-phases
// The `dropwire` command. After `npm run build` (which `npm start` runs when needed) it loads the command
// compiled ahead of time (build/cli, decision 023); when the sources are newer than that build, or there is
// none, it compiles the TypeScript as it loads through tsx, so operators never need a build step.
// The V8 flags above (the one place they are written: `npm start`, the tests and the benches read them here) hold the server's peak memory under load: a young
// generation of 4 MB per semi-space (8 MB came to 221-225 MB under load, over the 220 MB floor, and 4 MB to 208
// MB with no fewer pages rendered afresh; decisions 049 and 074);
// an old generation capped at 512 MB and grown by a tenth over what survives each full collection (V8 would
// otherwise grow it fourfold; decisions 010, 026, 038 and 041); Maglev's finished compile jobs freed at once
// instead of queued for background threads, where they held 20-25 MB of malloc'd memory; and the young generation still collected while a full collection marks, instead of growing
// to 40 MB until marking ends (decision 048). Leaving out any of the others raised the peak under load by 5%
// or more in `bench/runtime-flags.ts`; the heap cap stays as a limit the parse threads rely on (decision 074,
// which dropped three flags that earned too little). The largest crawl the benches run needs under 128 MB. Linux reads 256 bytes of a shebang: the first line must stay shorter (a test checks).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundle, isBuildCurrent } from '../scripts/build-freshness.js';
import { limitMallocArenas } from './malloc-arenas.js';

// Before anything else: a service may start itself again here, with fewer malloc arenas (decision 045).
limitMallocArenas();

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
