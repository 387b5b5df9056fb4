import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What scripts/build-islands.js writes beside the build. */
export type IslandsManifest = {
  entry: string;
  entryFiles: string[];
  reactDom: string[];
  islands: Record<string, string[]>;
};

let built: string | null | undefined;

/**
 * The address of the one script a reader's page loads (decision 034): the built entry, or its source under
 * the development server (Vite serves and transforms it). Null when there is no build to read (a test that
 * renders routes without one): the page then works as it does with scripts off.
 */
export function islandsScript(development: boolean): string | null {
  if (development) return '/app/islands/hydrate-islands.dev.ts';
  if (built === undefined) {
    try {
      const manifest = JSON.parse(
        readFileSync(path.resolve('build/islands-manifest.json'), 'utf8'),
      ) as IslandsManifest;
      built = manifest.entry;
    } catch {
      built = null;
    }
  }
  return built;
}
