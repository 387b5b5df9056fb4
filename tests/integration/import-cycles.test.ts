// Issue 16: modules of app/ import each other without cycles. A cycle means two modules cannot be read (or
// loaded) one without the other; the newsroom's stages, in particular, never call back into what calls them.
// Type-only imports count too: a cycle of types is still a knot a reader has to untie. Domains too (decision 070):
// a folder of app/domain may import another only if that one does not import it back, by any road.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const APP = path.resolve('app');
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** The file an import names, for `~/` and relative imports; packages and generated route types are skipped. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const ending of CANDIDATES) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every module of app/ with the modules it imports (static, dynamic, type-only and re-exports). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(APP)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map((entry) => resolveImport(file, entry.fileName))
        .filter((target): target is string => target !== undefined),
    );
  }
  return graph;
}

/** One cycle per back edge found by a depth-first walk, each as the path that closes it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const DOMAIN = path.join(APP, 'domain');

/** The domain (top folder of app/domain) a module belongs to, or undefined for a module outside it. */
function domainOf(file: string): string | undefined {
  const inside = path.relative(DOMAIN, file);
  return inside.startsWith('..') || !inside.includes(path.sep) ? undefined : inside.split(path.sep)[0];
}

/**
 * The domains with the domains they import, and for each such edge one import that makes it. Tests are left
 * out: nothing loads a test, so a test of one domain using another ties nothing together.
 */
function domainGraph(graph: Map<string, string[]>) {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, targets] of graph) {
    const from = domainOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    for (const target of targets) {
      const to = domainOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${path.relative(APP, file)} → ${path.relative(APP, target)}`);
      edges.set(from, out);
    }
  }
  return edges;
}

describe('imports in app/', () => {
  it('finds a cycle when there is one (the walk itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']]]))).toEqual([]);
  });

  it('reads the real import graph, aliases and relative paths alike', () => {
    const graph = importGraph();
    const orchestrator = graph.get(path.join(APP, 'domain/newsroom/crawl.server.ts'));
    expect(orchestrator).toContain(path.join(APP, 'domain/newsroom/fetch/fetch-source.server.ts'));
    expect(graph.get(path.join(APP, 'jobs/handlers/crawl-tick.server.ts'))).toContain(
      path.join(APP, 'domain/newsroom/crawl.server.ts'),
    );
  });

  it("has no newsroom stage that calls back into the orchestrator or the newsroom's assembly", () => {
    const newsroom = path.join(APP, 'domain/newsroom');
    const above = ['crawl.server.ts', 'newsroom.server.ts'].map((name) => path.join(newsroom, name));
    const callsBack = [...importGraph()]
      .filter(([file]) => file.startsWith(newsroom) && path.dirname(file) !== newsroom)
      .filter(([file]) => !file.startsWith(path.join(newsroom, 'demo')))
      .flatMap(([file, targets]) =>
        targets.filter((target) => above.includes(target)).map((target) => `${file} → ${target}`),
      );
    expect(callsBack).toEqual([]);
  });

  it('reads the domains from the import graph', () => {
    const domains = domainGraph(importGraph());
    expect([...(domains.get('editorial')?.keys() ?? [])]).toContain('newsroom');
    expect(domains.get('festivals')?.get('catalogue')).toMatch(
      /^domain\/festivals\/.+ → domain\/catalogue\//,
    );
    const fake = domainGraph(
      new Map([
        [path.join(DOMAIN, 'a/one.ts'), [path.join(DOMAIN, 'b/two.ts')]],
        [path.join(DOMAIN, 'b/two.ts'), [path.join(DOMAIN, 'a/three.ts')]],
        [path.join(DOMAIN, 'b/two.test.ts'), [path.join(DOMAIN, 'c/four.ts')]],
      ]),
    );
    expect([...fake.keys()].sort()).toEqual(['a', 'b']);
    const walk = new Map([...fake].map(([from, to]) => [from, [...to.keys()]]));
    expect(findCycles(walk)).toEqual([['a', 'b', 'a']]);
  });

  it('has no cycle between domains', () => {
    const domains = domainGraph(importGraph());
    const walk = new Map([...domains].map(([from, to]) => [from, [...to.keys()]]));
    // Each cycle with the import that makes each of its steps, so the message says where to cut.
    const cycles = findCycles(walk).map((cycle) =>
      cycle
        .slice(1)
        .map((to, step) => domains.get(cycle[step]!)!.get(to)!)
        .join('; '),
    );
    expect(cycles).toEqual([]);
  });

  it('has no cycles', () => {
    const cycles = findCycles(importGraph()).map((cycle) =>
      cycle.map((file) => path.relative(APP, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
