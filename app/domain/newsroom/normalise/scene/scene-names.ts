import { bassAndEdmArtists } from './scene-artists-bass-edm';
import { houseArtists } from './scene-artists-house';
import { technoArtists } from './scene-artists-techno';
import { brands } from './scene-brands';
import type { SceneEntity, SceneKind } from './scene-entity';
import { festivals } from './scene-festivals';
import { labels } from './scene-labels';
import { placeWithParents } from './scene-places';
import { venues } from './scene-venues';

// What the newsroom knows of the scene's names, indexed for reading leads: any name of an entity gives its
// one key ("Sonny Moore" and "Skrillex" are one name), and entities are found by what describes them.

export const sceneEntities: readonly SceneEntity[] = [
  ...houseArtists,
  ...technoArtists,
  ...bassAndEdmArtists,
  ...labels,
  ...venues,
  ...festivals,
  ...brands,
];

/**
 * The form in which names are compared: lower case, without accents, apostrophes, dots or hyphens ("Hï Ibiza"
 * and "Hi Ibiza", "DC-10" and "DC10", "Fred again.." and "Fred Again"). Cheap for plain ASCII words.
 */
export function nameKey(name: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for non-ASCII characters
  const plain = /[^\u0000-\u007f]/u.test(name) ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
  return (plain.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [])
    .map((word) => word.replace(/['’.-]/gu, ''))
    .join(' ');
}

/** A known entity, as the readers of leads use it. */
export type KnownEntity = {
  key: string;
  kind: SceneKind;
  places: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  /** Keys of the entities it is tied to (its label, its boss, its festival), both ways. */
  related: Set<string>;
};

/** Every entity by its key. */
export const knownEntities = new Map<string, KnownEntity>();
/** Every name (and alias) of an entity, by its key, giving the entity's key. */
const keyOfName = new Map<string, string>();

for (const entity of sceneEntities) {
  const key = nameKey(entity.name);
  if (knownEntities.has(key)) throw new Error(`The scene names "${entity.name}" twice`);
  knownEntities.set(key, {
    key,
    kind: entity.kind,
    places: new Set(entity.places.flatMap(placeWithParents)),
    tags: new Set(entity.tags),
    related: new Set(),
  });
  keyOfName.set(key, key);
}
for (const entity of sceneEntities)
  for (const alias of entity.aliases) {
    const name = nameKey(alias);
    const known = keyOfName.get(name);
    if (known !== undefined && known !== nameKey(entity.name))
      throw new Error(`"${alias}" names both ${known} and ${entity.name}`);
    keyOfName.set(name, nameKey(entity.name));
  }
// A link to a listed entity ties the two; a link to a name the list does not hold (a founder, a parent company,
// a party series) names the entity too, unless two entities share it (inMusic's brands): "Simon Dunmore" and
// "Outlier" are facts of their own, and mentions of Defected and of Bonobo.
const linkedBy = new Map<string, string[]>();
for (const entity of sceneEntities)
  for (const link of entity.links) {
    const key = nameKey(entity.name);
    const linked = keyOfName.get(nameKey(link));
    if (linked !== undefined && knownEntities.has(linked)) {
      knownEntities.get(key)!.related.add(linked);
      knownEntities.get(linked)!.related.add(key);
    } else linkedBy.set(nameKey(link), [...(linkedBy.get(nameKey(link)) ?? []), key]);
  }
const linkedTo = new Map<string, string>();
for (const [name, keys] of linkedBy) if (new Set(keys).size === 1) linkedTo.set(name, keys[0]!);

/** The key of the entity a name (in `nameKey` form) names, if the scene knows it. */
export const knownNameOf = (name: string): string | undefined => keyOfName.get(name);

/** The key of the entity a name tied to it speaks of ("Simon Dunmore": Defected), if the scene knows one. */
export const linkedNameOf = (name: string): string | undefined => linkedTo.get(name);

/**
 * Names of entities that are also ordinary English words: at a sentence's start ("Space is…", "Ultra-low…")
 * they may be the word, so they are names there only when the text confirms them, like any first word.
 */
export const ORDINARY_NAMES = new Set(
  `space movement warp fabric ultra fisher actress wildlife disclosure justice output motion basement shelter
  concrete stereo cream exit fusion melt untold medusa labyrinth concord bleep rinse sequential privilege amnesia
  cocoon transmat underworld orbital leftfield caribou pendulum calibre dimension surgeon regis objekt alignment
  burial kink parklife boomtown outlook dimensions hideout loveland insomniac dice domino hospital atlantic
  pioneer focusrite technics moby air`
    .split(/\s+/)
    .filter(Boolean),
);
