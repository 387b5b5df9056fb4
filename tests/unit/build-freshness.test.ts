import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliBundle, isBuildCurrent } from '../../scripts/build-freshness.js';

// `npm start` rebuilds and the `dropwire` command falls back to its TypeScript sources on this answer: a build
// older than any source must never be run.
describe('isBuildCurrent', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** A project with one file in each source folder, and (optionally) a build, with the given times. */
  function project({ sources, built }: { sources: number; built?: number }) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dropwire-freshness-'));
    roots.push(root);
    const write = (file: string, at: number) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), '');
      utimesSync(path.join(root, file), at, at);
    };
    for (const file of ['app/root.tsx', 'cli/main.ts', 'server/serve.ts', 'public/favicon.svg'])
      write(file, sources);
    write('package-lock.json', sources);
    if (built !== undefined) {
      write('build/server/index.js', built);
      write(cliBundle, built);
    }
    return root;
  }

  it('is current when the build is newer than every source', () => {
    expect(isBuildCurrent(project({ sources: 1_000, built: 2_000 }))).toBe(true);
  });

  it('is not current without a build, or when any source changed after it', () => {
    expect(isBuildCurrent(project({ sources: 1_000 }))).toBe(false);
    const root = project({ sources: 1_000, built: 2_000 });
    utimesSync(path.join(root, 'server/serve.ts'), 3_000, 3_000);
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('is not current when only the page build exists (an older build without the compiled command)', () => {
    const root = project({ sources: 1_000, built: 2_000 });
    rmSync(path.join(root, cliBundle));
    expect(isBuildCurrent(root)).toBe(false);
  });
});
