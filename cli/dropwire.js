#!/usr/bin/env -S node --max-semi-space-size=16
// The `dropwire` command: loads the TypeScript CLI through tsx so operators need no build step.
// The V8 flag above (also in package.json's start script) caps the young generation at 16 MB per semi-space:
// Node 24 lets it grow to 32 MB, which on this workload buys no throughput and costs about 90 MB of memory
// (docs/decisions/010-server-memory-and-page-rendering.md).
import { register } from 'tsx/esm/api';

// React and other libraries pick their build from NODE_ENV when they are first loaded, so it is settled here,
// before anything imports them: production unless asked otherwise (`--dev`, `npm run dev`, or set by hand).
process.env.NODE_ENV ||= process.argv.includes('--dev') ? 'development' : 'production';

register();
await import('./main.ts');
