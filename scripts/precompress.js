// After `react-router build`: a Brotli and a gzip copy beside each script and stylesheet of build/client/assets,
// made once at the highest levels, so the server sends them without compressing on every request
// (app/rendering/precompressed-assets.server.ts). Brotli makes the JavaScript of a page about a sixth smaller than gzip.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve('build/client/assets');
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(?:js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(path.join(dir, name));
  // Tiny files gain nothing worth a second request path.
  if (body.length < 1024) continue;
  writeFileSync(
    path.join(dir, `${name}.br`),
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} assets (Brotli and gzip)`);
