import { describe, expect, it } from 'vitest';
import { artists, festivals, gear, labels } from '~/db/seed/vocabulary';
import { defaultLexicon } from './default-lexicon';

describe('the default lexicon', () => {
  it('knows each name once per kind', () => {
    const keys = defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // The demo catalogue's artists, labels and gear are real names of the scene; the newsroom tags its stories
  // with them. Its festivals are fictional, since the demo invents their facts (decision 055).
  it('knows every real name the demo catalogue is about', () => {
    const known = new Set(defaultLexicon.map((entry) => `${entry.kind}:${entry.name}`));
    const catalogue = [
      ...artists.map((name) => `artist:${name}`),
      ...labels.map((name) => `label:${name}`),
      ...gear.map((item) => `brand:${item.brand}`),
      ...gear.map((item) => `product:${item.model}`),
    ];
    expect(catalogue.filter((key) => !known.has(key))).toEqual([]);
    // No demo festival borrows a real one's name, so no real festival is tagged with the demo's invented facts.
    expect(festivals.filter((festival) => known.has(`festival:${festival.name}`))).toEqual([]);
  });
});
