import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { escapeNonAscii } from '../../scripts/ascii-source.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ascii-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every place a bundle holds such characters: strings, templates, regular expressions with and without the u
// flag, an identity escape, a character above U+FFFF, an identifier and a comment.
const source = String.raw`// “Quoted” in a comment…
const café = 'l’été';
export const values = {
  quote: "“Berghain” — 20 years…",
  template: ${'`'}${'$'}{café} · ${'$'}{1 + 1}${'`'},
  escaped: '\’',
  astral: '🎧 set',
  words: "Rock’n’roll’s 🎧 fans".match(/[\p{L}\p{N}'’]+|🎧/gu),
  plain: /[’“]/.test('’'),
  classes: '🎧'.replace(/[🎧]/u, 'headphones'),
};
`;

describe('escapeNonAscii', () => {
  it('leaves an ASCII-only file that behaves as the original did', async () => {
    const original = path.join(dir, 'original.mjs');
    const escaped = path.join(dir, 'escaped.mjs');
    writeFileSync(original, source);
    writeFileSync(escaped, source);
    expect(escapeNonAscii(escaped)).toBeGreaterThan(10);
    expect(readFileSync(escaped, 'utf8')).toMatch(/^\p{ASCII}*$/u);
    const before = (await import(pathToFileURL(original).href)) as { values: unknown };
    const after = (await import(pathToFileURL(escaped).href)) as { values: unknown };
    expect(after.values).toEqual(before.values);
    expect(after.values).toMatchObject({ escaped: '’', words: ['Rock’n’roll’s', '🎧', 'fans'] });
  });

  it('does not touch a file that is ASCII already', () => {
    const file = path.join(dir, 'ascii.mjs');
    writeFileSync(file, "export const a = 'plain';\n");
    expect(escapeNonAscii(file)).toBe(0);
  });
});
