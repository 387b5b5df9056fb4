import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliNodeFlags } from '../support/spawn-server';

describe('toolchain', () => {
  it('runs on Node 24, pinned by the node devDependency', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('starts the server with the same V8 flags however it is started', () => {
    const flags = cliNodeFlags();
    for (const flag of [
      '--max-semi-space-size=4',
      '--max-old-space-size=512',
      '--heap-growing-percent=10',
      '--no-maglev-destroy-on-background',
      '--no-separate-gc-phases',
    ]) {
      expect(flags).toContain(flag);
    }
    // Flushing baseline code saved too little memory for what it cost (decision 074's addenda).
    expect(flags).not.toContain('--flush-baseline-code');
    // Linux reads at most 256 bytes of a shebang line (127 before 5.1): a longer one would cut a flag in two.
    expect(readFileSync('cli/dropwire.js', 'utf8').split('\n', 1)[0]!.length).toBeLessThan(256);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    // npm start runs the CLI as an executable, so its shebang is the one place the flags are written.
    expect(scripts.start).toContain('./cli/dropwire.js serve');
    expect(scripts.start).not.toContain('--');
    // The shebang itself works (env -S passes the flags on): the CLI runs as an executable.
    expect(execFileSync('./cli/dropwire.js', ['help'], { encoding: 'utf8' })).toContain('Usage: dropwire');
  });

  it.each([
    ['app/lib/example.ts', "import { connectDatabase } from '~/db/client.server';"],
    ['app/db/example.ts', "import { listLatestArticles } from '~/domain/articles/article-reads.server';"],
    ['app/domain/articles/example.ts', "import { loader } from '../../routes/home';"],
    ['app/domain/content-desk/example.ts', "import { festivalLayout } from '../festivals/festival-form';"],
    ['app/domain/catalogue/example.ts', "import { listReleases } from '~/domain/releases/releases.server';"],
    ['app/islands/example.ts', "import { connectDatabase } from '~/db/client.server';"],
    ['app/jobs/example.ts', "import { loader } from '~/routes/home';"],
    ['app/routes/example.ts', "import { createApp } from '../../server/create-app';"],
    ['server/example.ts', "import { ArticleCard } from '~/components/articles/article-card';"],
  ])('lint refuses an import against the layer order in %s', async (filePath, code) => {
    const [result] = await new ESLint().lintText(
      `${code}\nexport const used = String(typeof connectDatabase);\n`,
      { filePath },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });

  it('lint allows imports down the layer order', async () => {
    const [result] = await new ESLint().lintText(
      "import { slugify } from '~/lib/slug';\nexport const slug = slugify('A B');\n",
      {
        filePath: 'app/domain/articles/example.ts',
      },
    );
    expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});
