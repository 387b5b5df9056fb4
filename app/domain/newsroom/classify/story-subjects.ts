import { knownEntities, nameKey } from '../normalise/scene/scene-names';
import { ROLE_WORDS } from '../normalise/scene/scene-entity';
import type { LexiconEntry } from './lexicon-matcher';

// Which of the names a story's reports mention it is about (decision 086). A careful editor tags the acts,
// labels, clubs, festivals and makers a story tells of, line-ups included, but not what one outlet names in
// passing from outside the scene's subjects: the promoter that owns a festival, the platform that streamed a
// launch, a pop star on a pop festival's bill, a festival's conference beside the festival.

/**
 * Where a story's reports name an entity: how many reports, and how many of their headlines; `within`, how many
 * more read it only inside a longer name ("Movement" in "Movement Torino"); `listed`, how many of its reports
 * name a brand only in a list of three or more brands.
 */
export type NameEvidence = { reports: number; headlines: number; within?: number; listed?: number };

/**
 * Trades of brands that are no subject of the scene's news unless a headline names them: media cited or
 * streaming an event, promoters and owners behind a festival, shops and ticket sellers. Makers are subjects.
 */
const CIRCUMSTANCE_TRADES = ['promoter', 'magazine', 'platform', 'livestream', 'radio', 'ticketing', 'store'];
/** Genres of the scene: an act tagged `pop` without any of them is from outside it. */
const SCENE_GENRES = new Set(
  `house deep tech techno melodic minimal hard acid industrial trance progressive psytrance dubstep bass drum
  jungle garage grime edm electro electronica ambient disco afro amapiano hardstyle hardcore gabber breakbeat
  breaks idm experimental trap footwork juke club balearic downtempo`.split(/\s+/),
);

const wordsOf = (name: string) => nameKey(name).split(' ');

/**
 * A company that only owns or runs events: the base's `promoter` with no genre of the scene (Live Nation, SFX,
 * Superstruct, Broadwick Live; not Insomniac, Q-dance or elrow, whose parties are a sound of their own). The
 * real-scene labels never tag one, even where a headline names it selling or buying (decision 086).
 */
function ownerOnly(entry: LexiconEntry): boolean {
  if (entry.kind !== 'brand') return false;
  const tags = knownEntities.get(nameKey(entry.name))?.tags;
  return tags !== undefined && tags.has('promoter') && ![...tags].some((tag) => SCENE_GENRES.has(tag));
}

/**
 * A short form of a longer name the story also writes: "Movement" beside "Movement Torino", "Ultra" (Ultra Music
 * Festival's short name) beside "Ultra Europe", "Ministry of Sound" beside "Ministry of Sound Recordings". Writers
 * shorten the name they have just written; the short name is then no entity of its own.
 */
function shortFormOf(entry: LexiconEntry, longer: LexiconEntry): boolean {
  const own = wordsOf(longer.name);
  const sameSort =
    entry.kind === longer.kind || knownEntities.get(nameKey(entry.name))?.related.has(nameKey(longer.name));
  return (
    sameSort === true &&
    [entry.name, ...entry.aliases].some((name) => {
      const short = wordsOf(name);
      return short.length < own.length && short.every((word, at) => own[at] === word);
    })
  );
}

/**
 * An offshoot named after its parent ("Sónar+D", "Tomorrowland Brasil", "A State of Trance Festival") beside
 * the parent: the parent's name starts its own, and the two are of one kind, tied, or differ by a kind word.
 */
function offshootOf(entry: LexiconEntry, parent: LexiconEntry): boolean {
  const own = wordsOf(entry.name);
  const base = wordsOf(parent.name);
  if (base.length >= own.length || base.some((word, at) => own[at] !== word)) return false;
  if (entry.kind === parent.kind) return true;
  if (knownEntities.get(nameKey(entry.name))?.related.has(nameKey(parent.name))) return true;
  return own.slice(base.length).every((word) => ROLE_WORDS.has(word));
}

/**
 * The entities a story is about, of those its reports name, in their order. Named in a headline, an entity is
 * always kept. Otherwise:
 * - an offshoot beside its parent is kept only when as many reports name it as name the parent;
 * - a brand whose trade is a circumstance of news (media, promoter, store) is kept only in a headline;
 * - an act from outside the scene (pop, no scene genre) named by one report of three or more is kept only
 *   where a second report or a headline names it.
 */
export function storySubjects(
  found: readonly LexiconEntry[],
  evidence: ReadonlyMap<LexiconEntry, NameEvidence>,
  reportCount: number,
): LexiconEntry[] {
  const seen = (entry: LexiconEntry) => evidence.get(entry) ?? { reports: reportCount, headlines: 1 };
  const listed = (entry: LexiconEntry) => seen(entry).listed ?? 0;
  const headlined = found.filter((entry) => seen(entry).headlines > 0).map((entry) => nameKey(entry.name));
  const tiedToHeadline = (entry: LexiconEntry) => {
    const related = knownEntities.get(nameKey(entry.name))?.related;
    return related !== undefined && headlined.some((key) => related.has(key));
  };
  return found.filter((entry) => {
    const { reports, headlines } = seen(entry);
    if (ownerOnly(entry)) return false;
    if (
      found.some((longer) => longer !== entry && shortFormOf(entry, longer) && seen(longer).reports > reports)
    )
      return false;
    if (headlines > 0) return true;
    // Read only inside a longer name ("Movement" in "Movement Torino"): not named at all.
    if (reports === 0) return false;
    if (
      found.some(
        (parent) =>
          parent !== entry &&
          offshootOf(entry, parent) &&
          seen(parent).reports + (seen(parent).within ?? 0) > reports,
      )
    )
      return false;
    if (entry.kind === 'brand' && listed(entry) === reports && !tiedToHeadline(entry)) return false;
    const known = knownEntities.get(nameKey(entry.name));
    if (known === undefined) return true;
    if (
      entry.kind === 'brand' &&
      !known.tags.has('maker') &&
      CIRCUMSTANCE_TRADES.some((trade) => known.tags.has(trade))
    )
      return false;
    const outsideTheScene =
      entry.kind === 'artist' &&
      known.tags.has('pop') &&
      ![...known.tags].some((tag) => SCENE_GENRES.has(tag));
    return !(outsideTheScene && reports === 1 && reportCount >= 3);
  });
}
