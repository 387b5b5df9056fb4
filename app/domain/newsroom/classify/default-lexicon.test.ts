import { describe, expect, it } from 'vitest';
import { artists, festivals, gear, labels } from '~/db/seed/vocabulary';
import { defaultLexicon } from './default-lexicon';

describe('the default lexicon', () => {
  it('knows each name once per kind', () => {
    const keys = defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // The demo catalogue is written about real names of the scene; the newsroom tags its stories with them.
  it('knows every real name the demo catalogue is about', () => {
    const known = new Set(defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`));
    const catalogue = [
      ...artists.map((name) => `artist:${name}`),
      ...labels.map((name) => `label:${name}`),
      ...festivals.map((festival) => `festival:${festival.name}`),
      ...gear.map((item) => `brand:${item.brand}`),
      ...gear.map((item) => `product:${item.model}`),
    ];
    expect(catalogue.filter((key) => !known.has(key))).toEqual([]);
  });
});
