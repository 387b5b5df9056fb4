// After `react-router build`: the script of reader pages, which are not hydrated (decision 034). One small
// entry (app/islands/hydrate-islands.ts) and a chunk per island and per shared library, into
// build/client/assets beside the rest. build/islands-manifest.json tells the server the entry's address and the
// bench which files each island brings (each island's chunk and what it imports, and React DOM's).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outdir = 'build/client/assets';
const result = await build({
  entryPoints: { 'island-entry': 'app/islands/hydrate-islands.ts' },
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'island-[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  minify: !process.env.ISLANDS_DEBUG,
  // The same switches Vite sets for a production client build.
  define: {
    'process.env.NODE_ENV': '"production"',
    'import.meta.env.SSR': 'false',
    'import.meta.env.DEV': 'false',
    'import.meta.env.PROD': 'true',
    'import.meta.env.MODE': '"production"',
  },
  alias: {
    // No router in a reader's browser: an island's module may import it for its server-side wrapper only.
    'react-router': './app/islands/no-router.ts',
  },
  metafile: true,
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;
const publicPath = (file) => `/assets/${path.basename(file)}`;
/** A chunk and every chunk it imports statically: what the browser fetches once it imports the chunk. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file].imports) {
    if (imported.kind === 'import-statement' && outputs[imported.path]) closure(imported.path, seen);
  }
  return seen;
}
const outputOf = (source) => {
  const found = Object.keys(outputs).find((file) => outputs[file].entryPoint === source);
  if (!found) throw new Error(`build-islands: no chunk was built for ${source}`);
  return found;
};

// The registry's lines: `'name': () => import('../components/x')…`.
const registry = readFileSync('app/islands/registry.ts', 'utf8');
const islands = {};
for (const [, name, modulePath] of registry.matchAll(/'([a-z0-9-]+)': \(\) =>\s*import\('([^']+)'\)/g)) {
  const source = path.relative('.', path.resolve('app/islands', modulePath));
  const built = Object.values(outputs).map((output) => output.entryPoint);
  const file = outputOf(
    built.find((entryPoint) => entryPoint === `${source}.tsx` || entryPoint === `${source}.ts`) ?? source,
  );
  islands[name] = [...closure(file)].map(publicPath);
}
if (Object.keys(islands).length === 0)
  throw new Error('build-islands: no island found in app/islands/registry.ts');

const entry = outputOf('app/islands/hydrate-islands.ts');
const reactDom = Object.keys(outputs).find(
  (file) => outputs[file].entryPoint === 'app/islands/hydrate-island.tsx',
);
const manifest = {
  entry: publicPath(entry),
  entryFiles: [...closure(entry)].map(publicPath),
  reactDom: reactDom ? [...closure(reactDom)].map(publicPath) : [],
  islands,
};
writeFileSync('build/islands-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`islands: ${Object.keys(islands).length} built, entry ${manifest.entry}`);
