import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sentWithManyDocuments } from '~/lib/gzip-document.server';

/** What scripts/build-islands.js writes beside the build. */
export type IslandsManifest = {
  entry: string;
  entryFiles: string[];
  reactDom: string[];
  islands: Record<string, string[]>;
};

let built: IslandsManifest | null | undefined;

/** The islands' build, read once; null when there is none (a test that renders routes without one). */
function islandsBuild(): IslandsManifest | null {
  if (built === undefined) {
    try {
      built = JSON.parse(
        readFileSync(path.resolve('build/islands-manifest.json'), 'utf8'),
      ) as IslandsManifest;
    } catch {
      built = null;
    }
  }
  return built;
}

/**
 * The address of the one script a reader's page loads (decision 034): the built entry, or its source under
 * the development server (Vite serves and transforms it). Null when there is no build to read: the page then
 * works as it does with scripts off.
 */
export function islandsScript(development: boolean): string | null {
  if (development) return '/app/islands/hydrate-islands.dev.ts';
  return islandsBuild()?.entry ?? null;
}

/** How an island's element starts in the rendered page (app/islands/island.tsx). */
const ISLAND_MARK = '<dw-island data-island="';

/** The preload links of each set of islands a page has, made once per set (a few dozen sets at most). */
const preloadsBySet = new Map<string, Buffer>();

/**
 * `<link rel="modulepreload">` for every script the islands in a rendered page will load: the entry's, React
 * DOM's and each island's own files, from the islands' build. The entry imports an island's module, which
 * imports its chunks: without these links the browser finds each level only once the one above has run, a
 * chain of three requests after the document (Lighthouse's network dependency tree). With them in the head it
 * fetches them all at once. Undefined when the page has no island or there is no build.
 */
export function islandPreloads(html: string, from = 0): Buffer | undefined {
  const manifest = islandsBuild();
  if (!manifest) return undefined;
  const names = new Set<string>();
  for (let at = html.indexOf(ISLAND_MARK, from); at !== -1; at = html.indexOf(ISLAND_MARK, at + 1)) {
    const start = at + ISLAND_MARK.length;
    names.add(html.slice(start, html.indexOf('"', start)));
  }
  if (names.size === 0) return undefined;
  const key = [...names].sort().join(' ');
  let links = preloadsBySet.get(key);
  if (!links) {
    const files = new Set([...manifest.entryFiles, ...manifest.reactDom]);
    for (const name of names) for (const file of manifest.islands[name] ?? []) files.add(file);
    links = sentWithManyDocuments(
      Buffer.from([...files].map((file) => `<link rel="modulepreload" href="${file}"/>`).join('')),
    );
    preloadsBySet.set(key, links);
  }
  return links;
}
