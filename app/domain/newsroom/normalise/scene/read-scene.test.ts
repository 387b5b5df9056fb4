import { describe, expect, it } from 'vitest';
import { type Anchor, AnchorKind, anchorsOf } from '../anchors';
import { nameOfRun } from './read-scene';

const keys = (anchors: Anchor[], kind: AnchorKind) =>
  anchors
    .filter((anchor) => anchor.kind === kind)
    .map((anchor) => anchor.key)
    .sort();

describe('nameOfRun', () => {
  it('gives the entity a name, an alias or a dressed name stands for', () => {
    expect(nameOfRun(['sonny', 'moore'])).toBe('skrillex');
    expect(nameOfRun(['club', 'space'])).toBe('club space');
    expect(nameOfRun(['space', 'miami'])).toBe('club space');
    expect(nameOfRun(['mutek', 'montreal'])).toBe('mutek');
    expect(nameOfRun(['defected', 'records'])).toBe('defected');
    expect(nameOfRun(['hï', 'ibiza'])).toBe('hi ibiza');
  });

  it('reads a surname one act of the scene has as that act, not a common one', () => {
    expect(nameOfRun(['beyer'])).toBe('adam beyer');
    expect(nameOfRun(['de', 'witte'])).toBe('charlotte de witte');
    expect(nameOfRun(['jones'])).toBe('jones');
    expect(nameOfRun(['coffee'])).toBe('coffee');
  });

  it("drops a headline's opening words before a full name the scene knows, and reads no place as a surname", () => {
    expect(nameOfRun(['morto', 'philippe', 'zdar'])).toBe('philippe zdar');
    expect(nameOfRun(['deces', 'de', 'philippe', 'zdar'])).toBe('philippe zdar');
    expect(nameOfRun(['star', 'erick', 'morillo'])).toBe('erick morillo');
    // A surname alone is not enough: "Fritz Kalkbrenner" stays his own name.
    expect(nameOfRun(['fritz', 'kalkbrenner'])).toBe('fritz kalkbrenner');
    expect(nameOfRun(['paris'])).toBe('paris');
    expect(anchorsOf('Ocurrió en París', '').map((anchor) => anchor.key)).not.toContain('dimitri from paris');
  });

  it('drops only a trailing place from a name the scene does not know', () => {
    expect(nameOfRun(['fuse', 'brussels'])).toBe('fuse');
    expect(nameOfRun(['kaleido', 'records'])).toBe('kaleido records');
    expect(nameOfRun(['los', 'angeles'])).toBe('los angeles');
  });
});

describe('descriptions in a lead', () => {
  const described = (lead: string) => keys(anchorsOf('News', lead), AnchorKind.described);

  it('finds the few entities a description agrees with', () => {
    // Few: Welsh acts of the table, of which the one the other report names is what counts.
    expect(described('The Welsh DJ returns.')).toEqual(
      expect.arrayContaining(['jamie jones', 'sasha', 'kelly lee owens']),
    );
    expect(described('The Bosnian-German DJ plays on.')).toEqual(['solomun']);
    expect(described('A Hamburg house imprint turns twenty.')).toEqual([
      'dial records',
      'diynamic',
      'pampa records',
      'poker flat',
      'smallville records',
    ]);
    expect(described('The Diynamic boss takes Sundays.')).toEqual([
      'adriano trolio',
      'adriatique',
      'eduardo castillo',
      'hosh',
      'solomun',
    ]);
    expect(described("It is Solomun's label.")).toEqual(['diynamic']);
    expect(described('The budget synth maker strikes again.')).toEqual(['behringer']);
    expect(described('The Berlin and Denver-based store raises prices.')).toEqual(['beatport']);
    // A description through another of an entity's names is that entity.
    expect(described('The Pryda star is out.')).toEqual(['eric prydz']);
  });

  it('keeps nothing of a description that says too little', () => {
    expect(described('The DJ returns.')).toEqual([]);
    expect(described('The British producer returns.')).toEqual([]);
    expect(described('The festival returns.')).toEqual([]);
  });

  it('names an entity under any of its names, at a sentence start too', () => {
    const anchors = anchorsOf(
      'Sonny Moore plays all night',
      "Bonobo's Outlier nights are off. Dr. Motte spoke, as did Simon Dunmore.",
    );
    expect(keys(anchors, AnchorKind.name)).toEqual(
      expect.arrayContaining(['skrillex', 'bonobo', 'dr motte', 'simon dunmore', 'defected']),
    );
    expect(keys(anchors, AnchorKind.name)).not.toContain('sonny moore');
  });
});
