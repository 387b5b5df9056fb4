import { readFileSync } from 'node:fs';

/** This release's version, from package.json, found from the sources and from the bundle in build/cli alike. */
export function dropwireVersion(): string {
  for (const relative of ['../../../package.json', '../../package.json']) {
    try {
      const text = readFileSync(new URL(relative, import.meta.url), 'utf8');
      const parsed = JSON.parse(text) as { name?: string; version?: string };
      if (parsed.name === 'dropwire' && parsed.version) return parsed.version;
    } catch {
      // Not this one: the other layout.
    }
  }
  return 'unknown';
}
