// After `react-router build`: a Brotli and a gzip copy beside each script and stylesheet of build/client/assets,
// made once at the highest levels, so the server sends them without compressing on every request
// (app/rendering/precompressed-assets.server.ts). Brotli makes the JavaScript of a page about a sixth smaller than gzip.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The asynchronous forms run in libuv's thread pool, so the files compress on every core at once (a first
// `npm start` waits for this).
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dir = path.resolve('build/client/assets');
const names = (await readdir(dir)).filter((name) => /\.(?:js|css|svg|json)$/.test(name));
const compressed = await Promise.all(
  names.map(async (name) => {
    const body = await readFile(path.join(dir, name));
    // Tiny files gain nothing worth a second request path.
    if (body.length < 1024) return 0;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([
      writeFile(path.join(dir, `${name}.br`), br),
      writeFile(path.join(dir, `${name}.gz`), gz),
    ]);
    return 1;
  }),
);
console.log(`precompressed ${compressed.reduce((sum, one) => sum + one, 0)} assets (Brotli and gzip)`);
