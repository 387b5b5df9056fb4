import { bassAndEdmArtists } from './scene-artists-bass-edm';
import { houseArtists } from './scene-artists-house';
import { moreArtists } from './scene-artists-more';
import { technoArtists } from './scene-artists-techno';
import { brands } from './scene-brands';
import type { SceneEntity, SceneKind } from './scene-entity';
import { festivals } from './scene-festivals';
import { labels } from './scene-labels';
import { placeWithParents } from './scene-places';
import { products } from './scene-products';
import { knowledgeTables } from './scene-knowledge-tables';
import { COMMON_WORD_NAMES } from './scene-common-words';
import { venues } from './scene-venues';

// What the newsroom knows of the scene's names, indexed for reading leads: any name of an entity gives its
// one key ("Sonny Moore" and "Skrillex" are one name), and entities are found by what describes them.

export const sceneEntities: readonly SceneEntity[] = [
  ...houseArtists,
  ...technoArtists,
  ...bassAndEdmArtists,
  ...moreArtists,
  ...labels,
  ...venues,
  ...festivals,
  ...brands,
  ...products,
  ...knowledgeTables.flat(),
];

/**
 * The form in which names are compared: lower case, without accents, apostrophes, dots or hyphens ("Hï Ibiza"
 * and "Hi Ibiza", "DC-10" and "DC10", "Fred again.." and "Fred Again"). Cheap for plain ASCII words.
 */
export function nameKey(name: string): string {
  // Most names reach here as lower-case words already: this runs for every name of every report.
  if (PLAIN.test(name)) return name;
  // eslint-disable-next-line no-control-regex -- the test is for non-ASCII characters
  const plain = /[^\u0000-\u007f]/u.test(name) ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
  return (plain.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [])
    .map((word) => word.replace(/['’.-]/gu, ''))
    .join(' ');
}

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** A known entity, as the readers of leads use it. */
export type KnownEntity = {
  key: string;
  kind: SceneKind;
  places: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  /** Keys of the entities it is tied to (its label, its boss, its festival), both ways. */
  related: Set<string>;
};

/**
 * The entities leads are read for. Products are tagged but not read here: a model code ("SL-1200MK7") is an
 * anchor of its own to grouping, shared by any two reports that write it.
 */
const readEntities = sceneEntities.filter(
  // A name of symbols only ("!!!") has no words for a lead's reader; tagging reads it (lexicon-matcher.ts).
  (entity) => entity.kind !== 'product' && nameKey(entity.name) !== '',
);

/** Every entity by its key. */
export const knownEntities = new Map<string, KnownEntity>();
/** Every name (and alias) of an entity, by its key, giving the entity's key. */
const keyOfName = new Map<string, string>();

for (const entity of readEntities) {
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
for (const entity of readEntities)
  for (const alias of entity.aliases) {
    const name = nameKey(alias);
    const known = keyOfName.get(name);
    if (known !== undefined && known !== nameKey(entity.name))
      throw new Error(`"${alias}" names both ${known} and ${entity.name}`);
    keyOfName.set(name, nameKey(entity.name));
  }
// A link to a listed entity ties the two; a link to a name the list does not hold (a founder, a parent company,
// a party series, a work) names the entity too, unless two entities share it (inMusic's brands): "Simon
// Dunmore", "Outlier" and "(It Goes Like) Nanana" are facts of their own, and mentions of Defected, of Bonobo
// and of Peggy Gou.
const linkedBy = new Map<string, string[]>();
for (const entity of readEntities)
  for (const link of [...entity.links, ...entity.works]) {
    const key = nameKey(entity.name);
    const linked = keyOfName.get(nameKey(link));
    if (linked !== undefined && knownEntities.has(linked)) {
      knownEntities.get(key)!.related.add(linked);
      knownEntities.get(linked)!.related.add(key);
    } else linkedBy.set(nameKey(link), [...(linkedBy.get(nameKey(link)) ?? []), key]);
  }
const linkedTo = new Map<string, string>();
for (const [name, keys] of linkedBy) if (new Set(keys).size === 1) linkedTo.set(name, keys[0]!);

/** Acts that are no one person: their last word is no surname ("Four Tet", "Zeds Dead"). */
const GROUP_TAGS = ['duo', 'trio', 'band', 'collective', 'brothers', 'sisters'];
/** Words between a given name and a surname that belong to the surname: "Charlotte de Witte", "Armin van Buuren". */
const SURNAME_PARTICLES = new Set(['de', 'van', 'von', 'der', 'del', 'da', 'di', 'du', 'le', 'la']);
/**
 * Last words of acts' names that are no surname ("Black Coffee" is never "Coffee"), or a surname too common to
 * say which act ("Jones", "Harris", "Mills").
 */
const NOT_SURNAMES = new Set(
  `coffee tet models pure again culture machine department friends points twin lotus focus grab velvet riot death
  grime pavilion slim trumpet wonderland waffles fingers seinfeld koze sneak vonstroke hopkins motte port sound
  super never criminal archives oaks wink nicky madonna heart heard drew temple hood lake summit
  jones harris robinson walker edwards clarke banks mills carter terry francis malone peterson morales sanchez
  vega jefferson atkins chandler baxter emery knuckles elba jin vegas owens contrast size avery tres lions trax
  ensemble octa napa`
    .split(/\s+/)
    .filter(Boolean),
);
// The surname the press calls an act by once it has named it ("Beyer hands over…", "de Witte's tour"): for every
// act of two or three words that is one person, unless another name of the scene shares it.
const TITLES = new Set(['dj', 'mc', 'miss', 'mr', 'dr', 'the']);
const bySurname = new Map<string, string[]>();
for (const entity of readEntities) {
  if (entity.kind !== 'artist' || entity.tags.some((tag) => GROUP_TAGS.includes(tag))) continue;
  const words = nameKey(entity.name).split(' ');
  if (words.length < 2 || words.length > 3 || TITLES.has(words[0]!)) continue;
  const surname = words.slice(words.length === 3 && SURNAME_PARTICLES.has(words[1]!) ? 1 : -1).join(' ');
  if (surname.length < 4 || NOT_SURNAMES.has(surname) || /\d/u.test(surname)) continue;
  bySurname.set(surname, [...(bySurname.get(surname) ?? []), nameKey(entity.name)]);
}
const surnameTo = new Map<string, string>();
for (const [surname, keys] of bySurname)
  if (keys.length === 1 && !keyOfName.has(surname) && !linkedTo.has(surname))
    surnameTo.set(surname, keys[0]!);

/**
 * The key of the act a surname speaks of ("beyer": Adam Beyer), if one act of the scene has it. Read inside a
 * sentence only: at its start, "Lake" or "Hood" may be the word.
 */
export const surnameOf = (name: string): string | undefined => surnameTo.get(name);

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
  pioneer focusrite technics moby air fuse sigma anna luciano`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Names (in `nameKey` form) that are also common words or phrases in running text, whatever their case: tagging
 * takes them only where the words around say it is the entity ("the Movement festival", "fabric nightclub",
 * "Bicep's new album"), since a capital proves nothing in a Title Case headline.
 */
export const CONTEXT_NAMES: ReadonlySet<string> = new Set(COMMON_WORD_NAMES);
