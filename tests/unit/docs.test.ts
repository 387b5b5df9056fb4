// The documentation is part of the product: it must point only inside the repository, at files that exist,
// map the code as it is, name every command the CLI has, describe every file of each domain, and index every
// decision.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const documents = [
  'README.md',
  'docs/architecture.md',
  'docs/operations.md',
  'docs/command-line.md',
  'docs/content-api.md',
  'docs/configuration.md',
  'bench/README.md',
];
const read = (file: string) => readFileSync(file, 'utf8');
const startsAtRoot = /^(?:app|docs|tests|bench|cli|server|scripts)\//;

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
});

describe('README.md', () => {
  // A front page, not a manual: what Dropwire is, how to start and test it, and where the rest is written.
  it('stays under 8 KB', () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(8 * 1024);
  });

  it('links every document in docs/ and the benchmarks', () => {
    const readme = read('README.md');
    const guides = readdirSync('docs')
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`);
    expect(guides.length).toBeGreaterThanOrEqual(5);
    expect(
      [...guides, 'bench/README.md', 'docs/decisions/README.md'].filter(
        (doc) => !readme.includes(`](${doc})`),
      ),
    ).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');
  const entries = (folder: string) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));

  it('names every area of app/domain', () => {
    const areas = entries('app/domain');
    expect(areas.length).toBeGreaterThanOrEqual(8);
    expect(areas.filter((area) => !new RegExp(`(?<![\\w/-])${area}`).test(architecture))).toEqual([]);
  });

  it('names every file and folder of server/', () => {
    const files = entries('server').map((entry) => `server/${entry}`);
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files.filter((file) => !architecture.includes(`\`${file}\``))).toEqual([]);
  });

  it('names every job handler of app/jobs/handlers', () => {
    const jobs = entries('app/jobs/handlers').map((file) => file.replace(/\.server\.ts$/, ''));
    expect(jobs.length).toBeGreaterThanOrEqual(9);
    expect(jobs.filter((job) => !architecture.includes(`\`${job}\``))).toEqual([]);
  });
});

describe('the CLI in docs/architecture.md', () => {
  /** The command names of `dropwire --help`, read from its text in cli/main.ts. */
  const helpCommands = () => {
    const usage = /const usage = `([^`]*)`/.exec(read('cli/main.ts'))?.[1] ?? '';
    const list = usage.slice(usage.indexOf('Commands:'));
    return [...new Set([...list.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((match) => match[1]!))];
  };

  it('help lists a command for every module in cli/commands, and help', () => {
    const modules = readdirSync('cli/commands')
      .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(modules.length).toBeGreaterThanOrEqual(7);
    expect(helpCommands().sort()).toEqual([...modules, 'help'].sort());
  });

  it('names every command', () => {
    const architecture = read('docs/architecture.md');
    expect(helpCommands().filter((command) => !new RegExp(`\`${command}\\b`).test(architecture))).toEqual([]);
  });
});

describe('each domain README', () => {
  const domains = readdirSync('app/domain', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  /** Every non-test .ts/.tsx file below a folder, as a path relative to it. */
  const sourceFiles = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

  /**
   * The paths a README names in backticks: files (a name with an extension) and folders (a name ending in
   * `/`), relative to the domain's folder unless they start at the repository's root.
   */
  const namedPaths = (domain: string) =>
    [...read(`app/domain/${domain}/README.md`).matchAll(/`([\w.-]+(?:\/[\w.-]+)*\/?)`/g)]
      .map((match) => match[1]!)
      .filter((name) => /\.(?:tsx?|mjs|js|json|md|sql|xml|atom|opml)$/.test(name) || name.endsWith('/'))
      .map((name) => ({ name, path: startsAtRoot.test(name) ? name : `app/domain/${domain}/${name}` }));

  it('exists for every domain', () => {
    expect(domains.length).toBeGreaterThanOrEqual(4);
    expect(domains.filter((domain) => !existsSync(`app/domain/${domain}/README.md`))).toEqual([]);
  });

  it.each(domains)('%s names only files that exist', (domain) => {
    expect(namedPaths(domain).filter((named) => !existsSync(named.path))).toEqual([]);
  });

  it.each(domains)('%s names every source file of the domain', (domain) => {
    const named = new Set(namedPaths(domain).map((entry) => entry.name));
    expect(sourceFiles(`app/domain/${domain}`).filter((file) => !named.has(file))).toEqual([]);
  });
});

describe('decision records', () => {
  const records = readdirSync('docs/decisions').filter(
    (file) => /^\d{3}-[\w-]+\.md$/.test(file) && !file.startsWith('000-'),
  );
  const index = read('docs/decisions/README.md');
  /** Each index entry (a list item and its continuation lines) as one line of text. */
  const entries = index
    .split(/\n(?=- )/)
    .filter((entry) => entry.startsWith('- '))
    .map((entry) => entry.replace(/\s+/g, ' '));

  it('start from a template with Date and Status, which the index points to', () => {
    expect(records.length).toBeGreaterThanOrEqual(13);
    const template = read('docs/decisions/000-template.md');
    expect(template).toMatch(/^Date: /m);
    expect(template).toMatch(/^Status: /m);
    expect(index).toContain('(000-template.md)');
  });

  it.each(records)('%s has a title, a Date and a Status, and the index lists it with both', (file) => {
    const text = read(`docs/decisions/${file}`);
    const title = new RegExp(`^# ${file.slice(0, 3)}: (.+)$`, 'm').exec(text)?.[1];
    expect(title, 'a first line "# NNN: title"').toBeDefined();
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    const status = /^Status: (.+)$/m.exec(text)?.[1];
    expect(status, 'a "Status:" line').toBeDefined();
    const entry = entries.find((candidate) => candidate.includes(`](${file})`));
    expect(entry, `an entry in docs/decisions/README.md linking ${file}`).toBeDefined();
    expect(entry).toContain(title!.replace(/\s+/g, ' '));
    expect(entry).toContain(`Status: ${status!.replace(/\s+/g, ' ')}`);
  });

  it('the index lists no record that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[\w-]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !existsSync(`docs/decisions/${file}`))).toEqual([]);
  });
});
