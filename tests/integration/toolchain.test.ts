import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs on Node 24, pinned by the node devDependency', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it.each([
    ['app/lib/example.ts', "import { connectDatabase } from '~/db/client.server';"],
    ['app/db/example.ts', "import { listLatestArticles } from '~/domain/content/articles.server';"],
    ['app/domain/content/example.ts', "import { loader } from '../../routes/home';"],
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
        filePath: 'app/domain/content/example.ts',
      },
    );
    expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});
