// docs/configuration.md is written from the configuration schema (scripts/config-docs.ts): a reference that
// says something other than what the server checks at start misleads every operator who reads it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../app/lib/config.server';
import { configurationDocument, renderConfigurationReference } from '../../scripts/config-docs';

const reference = readFileSync(configurationDocument, 'utf8');
const row = (name: string) => new RegExp(`^\\| \`${name}\` +\\|([^|]+)\\|`, 'm').exec(reference);

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from app/lib/config.server.ts', async () => {
    expect(reference).toBe(await renderConfigurationReference());
  });

  it('has a row for every variable the schema reads', () => {
    const names = Object.keys(configSchema.shape);
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names.filter((name) => !row(name))).toEqual([]);
  });

  it.each([
    ['PORT', '`3000`'],
    // A default under a transform, as the schema's pipe holds it.
    ['DATA_DIR', '`./data`'],
    ['TRUST_PROXY', '`false`'],
    ['DATABASE_URL', 'unset'],
    // Worked out at run time, named in the schema's meta.
    ['CRAWL_PARSE_THREADS', 'cores − 1'],
  ])('gives %s the default %s', (name, shown) => {
    expect(row(name)?.[1]?.trim()).toBe(shown);
  });
});
