// Writes docs/configuration.md from the configuration schema (app/lib/config.server.ts): each variable's
// description, default and order come from the schema the server checks at start, so the reference cannot
// drift from it. Run with `npm run docs:config`; tests/unit/configuration-docs.test.ts fails when the file and
// the schema differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { z } from 'zod';
import { configSchema } from '../app/lib/config.server';

export const configurationDocument = 'docs/configuration.md';

const preamble = `# Configuration

<!-- Written by \`npm run docs:config\` from the descriptions in app/lib/config.server.ts: edit them there. -->

All configuration is environment variables, checked at start by one zod schema (\`app/lib/config.server.ts\`);
a bad value stops the start with a list of every problem, and an empty value counts as unset. The
\`dropwire\` command and \`npm start\` read the same variables. How to run Dropwire with them (behind a proxy, as
separate web and worker processes, with more memory) is in [operations](operations.md).
`;

/** What the variable is when the environment leaves it out: the schema's default, or what code makes of unset. */
function defaultOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  // A transform after a default (SITE_URL, DATA_DIR) wraps it: the default is the pipe's input.
  if (schema instanceof z.ZodPipe) return defaultOf(schema.in as z.ZodType);
  // Defaults worked out at run time (from the machine or other variables) are named in the schema's meta.
  const whenUnset = schema.meta()?.whenUnset;
  return typeof whenUnset === 'string' ? whenUnset : 'unset';
}

/** The reference as Markdown, formatted as Prettier formats the repository's Markdown. */
export async function renderConfigurationReference(): Promise<string> {
  const rows = Object.entries(configSchema.shape).map(([name, schema]) => {
    if (!schema.description) throw new Error(`${name} has no description in app/lib/config.server.ts`);
    const cells = [`\`${name}\``, defaultOf(schema), schema.description];
    return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  const table = ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const options = await prettier.resolveConfig(configurationDocument);
  return prettier.format(`${preamble}\n${table}\n`, { ...options, filepath: configurationDocument });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reference = await renderConfigurationReference();
  const changed =
    !existsSync(configurationDocument) || readFileSync(configurationDocument, 'utf8') !== reference;
  if (changed) writeFileSync(configurationDocument, reference);
  console.log(`${configurationDocument} ${changed ? 'written' : 'is up to date'}.`);
}
