import { describe, expect, it } from 'vitest';
import { sceneTable } from './scene-entity';
import { knownEntities, knownNameOf, linkedNameOf, nameKey, sceneEntities } from './scene-names';

describe('the scene names', () => {
  it('holds several hundred entities of every kind', () => {
    const byKind = Map.groupBy(sceneEntities, (entity) => entity.kind);
    expect(sceneEntities.length).toBeGreaterThanOrEqual(400);
    for (const kind of ['artist', 'label', 'venue', 'festival', 'brand'] as const)
      expect(byKind.get(kind)?.length ?? 0).toBeGreaterThanOrEqual(40);
  });

  it('compares names without case, accents, apostrophes, dots or hyphens', () => {
    expect(nameKey('Hï Ibiza')).toBe(nameKey('Hi Ibiza'));
    expect(nameKey('DC-10')).toBe(nameKey('dc10'));
    expect(nameKey('Fred again..')).toBe('fred again');
    expect(nameKey("Spinnin' Records")).toBe('spinnin records');
  });

  it('resolves civil names, former aliases and short forms to the one name', () => {
    expect(knownNameOf(nameKey('Sonny Moore'))).toBe('skrillex');
    expect(knownNameOf(nameKey('Kieran Hebden'))).toBe('four tet');
    expect(knownNameOf(nameKey('Raving George'))).toBe('charlotte de witte');
    expect(knownNameOf(nameKey('Amsterdam Dance Event'))).toBe('ade');
    expect(knownNameOf(nameKey('Tiesto'))).toBe('tiesto');
    expect(knownNameOf(nameKey('Someone Unknown'))).toBeUndefined();
  });

  it('reads a founder or a party series as a mention of its entity, unless two entities share it', () => {
    expect(linkedNameOf(nameKey('Simon Dunmore'))).toBe('defected');
    expect(linkedNameOf(nameKey('Uli Behringer'))).toBe('behringer');
    // inMusic owns several brands: its name says which of them nothing.
    expect(linkedNameOf(nameKey('inMusic'))).toBeUndefined();
    // A tie between two listed entities relates them; it makes neither a name of the other.
    expect(linkedNameOf(nameKey('Drumcode'))).toBeUndefined();
    expect(knownEntities.get('drumcode')?.related.has('adam beyer')).toBe(true);
    expect(knownEntities.get('adam beyer')?.related.has('drumcode')).toBe(true);
  });

  it('places an entity in every place its home lies in', () => {
    expect([...knownEntities.get('jamie jones')!.places]).toEqual(
      expect.arrayContaining(['wales', 'uk', 'europe']),
    );
    expect(knownEntities.get('hi ibiza')!.places.has('ibiza')).toBe(true);
  });

  it('refuses a table line with an unknown place or tag, listing every bad line', () => {
    expect(() =>
      sceneTable(
        'artist',
        `
Good Act | | berlin | techno |
Bad Place | | atlantis | techno |
Bad Tag | | berlin | polka |
| | berlin | techno |`,
      ),
    ).toThrow(/atlantis[\s\S]*polka[\s\S]*no name/);
    expect(sceneTable('label', 'Some Label | Some Alias | hamburg | house | Its Founder')).toEqual([
      {
        kind: 'label',
        name: 'Some Label',
        aliases: ['Some Alias'],
        places: ['hamburg'],
        tags: ['house'],
        links: ['Its Founder'],
        works: [],
      },
    ]);
  });
});
