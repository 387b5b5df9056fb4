// The documentation is part of the product: it must point only inside the repository, at files that exist,
// and name every command the CLI has.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const documents = ['README.md', 'docs/architecture.md'];
const read = (file: string) => readFileSync(file, 'utf8');

describe('documentation', () => {
  it.each(documents)('%s points at nothing outside the repository', (file) => {
    expect(read(file)).not.toMatch(/\.\.\/|\/work\/|shared\/ARCHITECTURE/);
  });

  it.each(documents)('%s names only paths that exist', (file) => {
    const paths = [...read(file).matchAll(/`((?:app|docs|tests|bench|cli|server|scripts)\/[\w./-]*)`/g)]
      .map((match) => match[1]!)
      .filter((path) => !path.includes('<'));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('architecture names every CLI command', () => {
    const commands = [...read('cli/main.ts').matchAll(/^ {2}(\w+): run\w+,$/gm)].map((match) => match[1]!);
    expect(commands.length).toBeGreaterThanOrEqual(7);
    const architecture = read('docs/architecture.md');
    expect(commands.filter((command) => !new RegExp(`\`${command}\\b`).test(architecture))).toEqual([]);
  });
});
