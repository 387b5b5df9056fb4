import { NAME_JOINERS, NOT_NAMES, type Token } from '../lead-tokens';
import { PLACES } from '../places';
import { describedEntities } from './describe';
import { ROLE_WORDS, SCENE_TAGS } from './scene-entity';
import { PLACE_PAIRS, PLACE_WORDS } from './scene-places';
import { knownNameOf, nameKey, surnameOf } from './scene-names';
import { PERSON_TITLES } from '../other-languages';

// Reading the scene's names in a lead: a run of capitalised words gives the key of the entity it names, under
// whatever name ("Sonny Moore" is Skrillex, "Club Space" and "Space Miami" are Club Space), and a description
// ("the Welsh DJ") the entities it may mean.

/** Words around a name that are not part of it: "Defected Records", "Club Space", "Awakenings Festival". */
const NAME_DRESSING = new Set(['club', 'records', 'recordings', 'festival', 'music']);

/** Words that begin a place's name: "Los Angeles" is no "Los" in Angeles. */
const PLACE_STARTS = new Set([
  'los',
  'las',
  'new',
  'buenos',
  'sao',
  'são',
  'hong',
  'cape',
  'tel',
  'san',
  'santa',
  'rio',
]);
/** Whether the word before `end` is a place closing a longer name ("Mutek Montreal", "Pacha Ibiza"). */
const trailingPlace = (run: readonly string[], end: number) =>
  PLACES.has(run[end - 1]!) && !PLACE_STARTS.has(run[end - 2]!);

/** A venue's or an event's kind, alone or as a German or Dutch compound's tail ("Technoclub", "Musikfestival"). */
const KIND_NOUNS = ['club', 'klub', 'festival', 'label'];
const isKindNoun = (word: string) =>
  KIND_NOUNS.some((kind) => word === kind || (word.length >= kind.length + 4 && word.endsWith(kind)));
/** Articles a run may open with at a sentence's start ("Der Club Watergate", "Het Festival…"). */
const RUN_ARTICLES = new Set('der die das den dem des de het il lo la le les el los o'.split(' '));

/**
 * The country a place's adjective names, as German and Dutch write it with a capital: "Berliner", "Münchner",
 * "Amsterdamse", "Antwerpse".
 */
export function placeOfAdjective(word: string): string | undefined {
  for (const [suffix, ending] of [
    ['ner', 'en'],
    ['er', ''],
    ['se', ''],
    ['se', 'en'],
  ] as const)
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) {
      const place = PLACES.get(word.slice(0, -suffix.length) + ending);
      if (place !== undefined) return place;
    }
  return undefined;
}

/**
 * Where the name starts in a run that describes it first, as German and Dutch capitalise the description:
 * "Berliner Club Watergate", "Der Club Watergate" and "Neuköllner Technoclub Griessmühle" name Watergate and
 * Griessmühle, as "il Watergate" and "the Berlin club Watergate" do. Before the kind's noun only an article or a
 * place's adjective (a word in -er or -se) may stand, and a name must follow it that is no joiner's: "Club der
 * Visionäre" and "Boiler Room Festival" are names. 0 when the run describes nothing.
 */
export function describedFrom(run: readonly string[]): number {
  const kind = run.findIndex(isKindNoun);
  if (kind < 0 || kind > 2 || kind >= run.length - 1 || NAME_JOINERS.has(run[kind + 1]!)) return 0;
  for (let at = 0; at < kind; at++) {
    const word = run[at]!;
    if (!RUN_ARTICLES.has(word) && !(word.length >= 6 && /(?:er|se)$/u.test(word))) return 0;
  }
  // A run that is all place after the noun names no venue: "Festival Barcelona".
  if (run.slice(kind + 1).every((word) => PLACES.has(word))) return 0;
  return kind + 1;
}

/**
 * The name a run of capitalised words gives (lower-case words, in order): the key of the entity the scene knows
 * under it, else that of the entity it names with a trailing place or word of dressing ("Mutek Montreal", "Pacha
 * Ibiza", "Defected Records"), else the run without a trailing place ("Boiler Room Lisbon": the place is an
 * anchor of its own), else the run itself.
 */
export function nameOfRun(run: readonly string[]): string {
  const key = nameKey(run.join(' '));
  // A place is no act's surname: "París" is no Dimitri From Paris.
  const known = knownNameOf(key) ?? (PLACES.has(key) ? undefined : surnameOf(key));
  if (known !== undefined) return known;
  // A person's role before a name is not part of it: "Publicist Kathryn Frazier" is Kathryn Frazier.
  let first = 0;
  while (first < run.length - 2 && PERSON_TITLES.has(run[first]!)) first++;
  if (first > 0) return nameOfRun(run.slice(first));
  // A word before a full name the scene knows is not part of it: a headline's opening verb in another
  // language ("Morto Philippe Zdar", "Muere Philippe Zdar") or a compound's tail ("House-Star Erick Morillo").
  // Only a name of two words or more: "Fritz Kalkbrenner" is no Kalkbrenner the scene knows by his surname.
  if (run.length >= 3) {
    const rest = knownNameOf(nameKey(run.slice(1).join(' ')));
    if (rest !== undefined) return rest;
    // So are a sentence's first words before "of" ("Décès de Philippe Zdar", "Moitié de Cassius"): the name
    // the scene knows after the joiner is the one meant.
    const joiner = run.findIndex((word, at) => at > 0 && at < run.length - 1 && NAME_JOINERS.has(word));
    const after = joiner > 0 ? knownNameOf(nameKey(run.slice(joiner + 1).join(' '))) : undefined;
    if (after !== undefined) return after;
  }
  let from = 0;
  let to = run.length;
  while (from < to - 1 && NAME_DRESSING.has(run[from]!)) from++;
  while (to > from + 1 && (NAME_DRESSING.has(run[to - 1]!) || trailingPlace(run, to))) to--;
  if (from === 0 && to === run.length) return key;
  const knownBare = knownNameOf(nameKey(run.slice(from, to).join(' ')));
  if (knownBare !== undefined) return knownBare;
  // Only places are dropped from names the scene does not know: "Ministry of Sound Records" stays what it is.
  let end = run.length;
  while (end > 1 && trailingPlace(run, end)) {
    end--;
    // "Watergate di Berlino", "Tresor de Berlin": the joiner before the place goes with it.
    while (end > 1 && NAME_JOINERS.has(run[end - 1]!)) end--;
  }
  return end === run.length ? key : nameKey(run.slice(0, end).join(' '));
}

/**
 * Words a description may hold that say nothing of whom it means ("the biggest festival", "the Denver-based
 * store"), and words it never crosses (a description ends at "the", "in" or a comma).
 */
const DESCRIPTION_STOPS = new Set(
  'a an the this that these those its his her their our your my of in on at for with from by to as into after before than or but is are was were be has have had will would said says , – :'.split(
    ' ',
  ),
);
/** Words a description is read across, at most this many back from its noun. */
const DESCRIPTION_REACH = 5;
const HYPHEN_TAGS = new Map([
  ['after hours', 'afterhours'],
  ['open air', 'openair'],
]);

/**
 * The entities a description ending at `at` (its role noun: "DJ", "label", "maker") may mean, read back from
 * it: places ("Welsh", "Miami's", "Bosnian-German"), tags ("house", "budget synth") and an entity it is tied to
 * ("the Diynamic boss", "Solomun's label"). Undefined when it says too little (see `describedEntities`).
 */
export function readDescription(tokens: readonly Token[], at: number): string[] | undefined {
  const role = ROLE_WORDS.get(tokens[at]!.lower);
  if (!role) return undefined;
  const places: string[] = [];
  const tags: string[] = [];
  let related: string | undefined;
  for (let j = at - 1, steps = 0; j >= 0 && steps < DESCRIPTION_REACH; j--, steps++) {
    const token = tokens[j]!;
    const { lower } = token;
    if (lower === '-') continue;
    if (DESCRIPTION_STOPS.has(lower) || token.digit) break;
    const pair = j > 0 ? PLACE_PAIRS.get(`${tokens[j - 1]!.lower} ${lower}`) : undefined;
    const hyphened =
      j > 1 && tokens[j - 1]!.lower === '-' ? HYPHEN_TAGS.get(`${tokens[j - 2]!.lower} ${lower}`) : undefined;
    if (token.capital && pair !== undefined) {
      places.push(pair);
      j--;
    } else if (token.capital && PLACE_WORDS.has(lower)) places.push(PLACE_WORDS.get(lower)!);
    else if (hyphened !== undefined) {
      tags.push(hyphened);
      j -= 2;
    } else if (SCENE_TAGS.has(lower)) tags.push(lower);
    else if (token.capital && !NOT_NAMES.has(lower)) {
      // The name just before the noun is what the described entity is tied to: "Hot Creations boss".
      const run: string[] = [];
      for (let k = j; k >= 0 && k > j - 4 && tokens[k]!.capital && !NOT_NAMES.has(tokens[k]!.lower); k--) {
        run.unshift(tokens[k]!.lower);
        if (tokens[k]!.start) break;
      }
      related = knownNameOf(nameKey(run.join(' ')));
      break;
    }
    if (token.start) break;
  }
  if (role.tag !== undefined && tags.includes(role.tag)) tags.splice(tags.indexOf(role.tag), 1);
  return describedEntities({ role, places, tags, related });
}
