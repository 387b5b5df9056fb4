import { describe, expect, it } from 'vitest';
import { artists, festivals, gear, labels } from '~/db/seed/vocabulary';
import { defaultLexicon } from './default-lexicon';

describe('the default lexicon', () => {
  it('knows each name once per kind', () => {
    const keys = defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // The demo catalogue tells invented facts (releases, chart places, reviews, prices), so every artist, label,
  // maker, product and festival in it is invented too (decisions 055 and 069): none may be a real name the
  // newsroom knows, or a real act would be tagged with the demo's facts.
  it('knows none of the names the demo catalogue invents', () => {
    const known = new Set(defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`));
    const catalogue = [
      ...artists.map((name) => `artist:${name}`),
      ...labels.map((name) => `label:${name}`),
      ...gear.map((item) => `brand:${item.brand}`),
      ...gear.map((item) => `product:${item.model}`),
      ...festivals.map((festival) => `festival:${festival.name}`),
    ];
    expect(catalogue.filter((key) => known.has(key))).toEqual([]);
  });
});
