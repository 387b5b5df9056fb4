// Run by bench/load.ts inside `npm exec --package=autocannon@…`, which puts the fetched package's bin folder
// first on PATH but not on Node's module path: the package is found from there. Its programmatic interface is
// used (not its command line) because the command line reads `[…]` in a URL as a sub-argument, so it cannot be
// given the per-request query strings that keep every request new. Options arrive as JSON in argv[2]; the
// report leaves as JSON on stdout.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const binDir = process.env.PATH.split(path.delimiter).find((dir) =>
  fs.existsSync(path.join(dir, 'autocannon')),
);
if (!binDir) throw new Error('autocannon is not on PATH: run this through npm exec --package=autocannon@…');
const { default: autocannon } = await import(
  pathToFileURL(path.join(binDir, '..', 'autocannon', 'autocannon.js')).href
);

const { url, connections, seconds, headers, everyRequestNew } = JSON.parse(process.argv[2]);
const pagePath = new URL(url).pathname;
let sequence = 0;
autocannon(
  {
    url,
    connections,
    duration: seconds,
    headers,
    requests: everyRequestNew
      ? [{ setupRequest: (request) => ({ ...request, path: `${pagePath}?bench=${(sequence += 1)}` }) }]
      : undefined,
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify(result));
  },
);
