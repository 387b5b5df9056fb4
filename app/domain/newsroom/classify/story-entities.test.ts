import { describe, expect, it } from 'vitest';
import { defaultLexicon } from './default-lexicon';
import { entityTagger } from './story-entities';
import { MAX_SUGGESTIONS_PER_STORY } from './story-names';

const tag = entityTagger(defaultLexicon, new Set(['hall nine leeds']));
const story = (...reports: [source: string, title: string, lead: string][]) => {
  const own = reports.map(([sourceName, title, lead]) => ({ sourceName, title, lead, text: lead }));
  return tag(own, { title: reports.map((r) => r[1]).join('. '), text: reports.map((r) => r[2]).join(' ') });
};
const suggested = (found: ReturnType<typeof story>) => found.suggested.map((name) => [name.kind, name.name]);

describe('entity tags of a story', () => {
  it.each([
    [
      'on Y Records',
      'New EP from Dax J',
      'The EP is out on Hardline Records next month.',
      ['label', 'Hardline Records'],
    ],
    [
      'at Z Nightclub',
      'Ellen Allien plays tonight',
      'She plays at Hollow Yard Club tonight.',
      ['venue', 'Hollow Yard Club'],
    ],
    [
      'X announces',
      'Kessler Vane announces new album',
      'The record arrives in May.',
      ['artist', 'Kessler Vane'],
    ],
    ["X's new EP", "Orrintal's new EP is here", 'Four tracks, one remix.', ['artist', 'Orrintal']],
    [
      'a festival suffix',
      'Lumière Boréale Festival adds names',
      'The lineup grows.',
      ['festival', 'Lumière Boréale Festival'],
    ],
    [
      'a model code after a brand',
      'Korg shows its new drum machine',
      'Korg has unveiled the Drumlogue 2 today.',
      ['product', 'Drumlogue 2'],
    ],
    [
      'a list with a known artist',
      'Lineup news',
      'The bill has Amelie Lens, Brisa Quell and Objekt.',
      ['artist', 'Brisa Quell'],
    ],
  ])('proposes a name typed by %s', (_, title, lead, expected) => {
    expect(suggested(story(['Pulse Wire', title, lead]))).toContainEqual(expected);
  });

  it('proposes one unknown word only when two sources name it', () => {
    const one = story(['Pulse Wire', 'A night with Zelkova in town', 'Tickets went fast for the show.']);
    expect(suggested(one)).toEqual([]);
    const two = story(
      ['Pulse Wire', 'A night with Zelkova in town', 'Tickets went fast.'],
      ['Night Shift', 'Sold out: an evening with Zelkova', 'The show is full.'],
    );
    expect(suggested(two)).toEqual([[null, 'Zelkova']]);
  });

  it('leaves out lexicon names, places, days, titles of tours and records, and rejected names', () => {
    const found = story([
      'Pulse Wire',
      'Amelie Lens takes the Velvet Orbit tour to Mexico City',
      'On Friday she opens in Berlin with the album Hollow Signal, then plays Hall Nine Leeds.',
    ]);
    expect(found.known.map((entry) => entry.name)).toEqual(['Amelie Lens']);
    expect(suggested(found)).toEqual([]);
  });

  it('needs a Title Case headline’s names confirmed by a lead', () => {
    expect(
      suggested(story(['Pulse Wire', 'Bicep Detail Chroma Live Show At Alexandra Palace', 'It is big.'])),
    ).toEqual([]);
  });

  it('tags an act named by surname alone where the story names their band', () => {
    const known = (found: ReturnType<typeof story>) => found.known.map((entry) => entry.name);
    const death = story(
      ['Pop Nieuws', 'Andy Fletcher van Depeche Mode overleden', 'De toetsenist werd 60.'],
      [
        'Muziek Vandaag',
        'Toetsenist van Depeche Mode dood',
        'Hij hield de band bij elkaar, tussen Gore en Gahan.',
      ],
    );
    expect(known(death)).toEqual(expect.arrayContaining(['Depeche Mode', 'Martin Gore', 'Dave Gahan']));
    // Without the band, a surname is only a word or someone else.
    expect(
      known(story(['Nieuws', 'Een debat over klimaat', 'Het boek dat Gore schreef verscheen in 2006.'])),
    ).toEqual([]);
  });

  it("never proposes another language's article opening a sentence", () => {
    // Two Spanish outlets: "El" starts both leads beside "festival", and is still no name.
    const found = story(
      ['Ritmo', 'Sónar no se celebrará en 2020', 'El festival de Barcelona vuelve en junio de 2021.'],
      ['Pista', 'El Sónar aplaza su edición', 'El festival pasa a 2021 por la pandemia.'],
    );
    expect(found.suggested.map((name) => name.key)).not.toContain('el');
  });

  it('never takes a genre word inside a name for the genre', () => {
    const found = story([
      'Pulse Wire',
      'Swedish House Mafia will play Techno Wire showcase',
      'Swedish House Mafia signed to Techno Wire, the label said.',
    ]);
    expect(found.known.map((entry) => entry.name)).toContain('Swedish House Mafia');
    expect(found.suggested.map((name) => name.name)).toContain('Techno Wire');
    expect(found.genreText).not.toMatch(/house|techno/);
    const plain = story(['Pulse Wire', 'A techno night', 'Hard techno all night long.']);
    expect(plain.genreText).toBe('Hard techno all night long.');
  });

  it('keeps the work bounded: a few names per story, each of limited length', () => {
    const names = Array.from({ length: 30 }, (_, i) => `Artist${String.fromCharCode(65 + i)} Person`).join(
      ', ',
    );
    const found = story(['Pulse Wire', 'A long lineup', `Producer ${names} play.`]);
    expect(found.suggested.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_STORY);
    const long = story(['Pulse Wire', `${'Verylongname '.repeat(10)}announces`, 'x']);
    expect(long.suggested).toEqual([]);
  });

  // bench/entities.ts prints the figures; these floors make a worse rule fail here first.
  it('keeps entity-tag F1 at 0.9 or more on the labelled stories, tuning and held-out', async () => {
    const { evaluateEntities, entitySets } = await import('../../../../bench/entities');
    for (const file of Object.values(entitySets)) {
      const figures = evaluateEntities(file);
      expect(figures.stories).toBeGreaterThanOrEqual(30);
      // The held-out set fell from 0.919 to 0.896 when the scene knowledge base became tagging's lexicon
      // (decision 058) and is back at 0.908 since a product's unlisted generation ("MiniFreak V") is no longer
      // read as the product (decision 067); its misses were never read.
      expect(figures.names.f1).toBeGreaterThanOrEqual(0.9);
      expect(figures.typed.f1).toBeGreaterThanOrEqual(0.75);
      expect(figures.names.f1).toBeGreaterThan(figures.lexiconOnly.f1);
      expect(figures.genres.precision).toBe(1);
    }
  });

  it('reads a hyphenated German compound as the word, not the common-word name it spells', () => {
    const found = story(
      [
        'rbb24',
        'Dr. Motte plant eine neue Techno-Parade',
        'Die Techno-Parade soll im Juli durch Berlin ziehen.',
      ],
      ['Tagesspiegel', 'Neue Techno-Parade für Berlin', 'Der Loveparade-Gründer plant eine Techno-Parade.'],
    );
    expect(found.known.map((entry) => entry.name)).not.toContain('Techno Parade');
  });

  it("reads a maker inside its product's name as named, and a short name inside a longer one of its sort as not", () => {
    const tagWith = entityTagger([
      { kind: 'brand', name: 'Tessel', aliases: [] },
      { kind: 'product', name: 'Tessel S2', aliases: [] },
      { kind: 'festival', name: 'Movement', aliases: [] },
      { kind: 'festival', name: 'Movement Torino', aliases: [] },
    ]);
    const names = (title: string, lead: string) =>
      tagWith([{ sourceName: 'Synthbench', title, lead, text: lead }], { title, text: lead }).known.map(
        (entry) => entry.name,
      );
    expect(
      names('Tessel S2 review: a pocket sampler', 'The Tessel S2 runs eight hours on its battery.'),
    ).toEqual(expect.arrayContaining(['Tessel', 'Tessel S2']));
    expect(
      names('Movement Torino announces its line-up', 'Movement Torino returns to the Lingotto in October.'),
    ).not.toContain('Movement');
  });
});
