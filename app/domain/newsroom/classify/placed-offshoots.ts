import { nameKey, sceneEntities } from '../normalise/scene/scene-names';
import { PLACE_WORDS } from '../normalise/scene/scene-places';
import type { LexiconEntry, LexiconSpan, MatchWords } from './lexicon-matcher';

// A short name shared by a festival and its edition in another city ("Movement" for Detroit's festival and for
// Movement Torino): the city written beside it says which one the writer means ("Halloween a Torino è Movement").

/** How near the short name a place's word must stand to say which one it is. */
const NEAR = 8;

/** An entity named after another of its kind and placed elsewhere: Movement Torino (turin), not Detroit. */
type Placed = { entry: LexiconEntry; places: ReadonlySet<string> };
export type PlacedOffshoots = ReadonlyMap<LexiconEntry, readonly Placed[]>;

/** For each entity of the lexicon, the entities of its kind whose names start with its name and have a place. */
export function placedOffshoots(lexicon: readonly LexiconEntry[]): PlacedOffshoots {
  const ownPlaces = new Map(sceneEntities.map((entity) => [nameKey(entity.name), entity.places]));
  const byFirstWord = new Map<string, { entry: LexiconEntry; words: string[] }[]>();
  for (const entry of lexicon)
    for (const form of [entry.name, ...entry.aliases]) {
      const words = nameKey(form).split(' ');
      const forms = byFirstWord.get(words[0]!) ?? [];
      forms.push({ entry, words });
      byFirstWord.set(words[0]!, forms);
    }
  const offshoots = new Map<LexiconEntry, Placed[]>();
  for (const offshoot of lexicon) {
    const places = ownPlaces.get(nameKey(offshoot.name));
    if (!places?.length) continue;
    const own = nameKey(offshoot.name).split(' ');
    for (const { entry, words } of byFirstWord.get(own[0]!) ?? []) {
      const starts = words.length < own.length && words.every((word, at) => own[at] === word);
      if (entry === offshoot || entry.kind !== offshoot.kind || !starts) continue;
      // An edition elsewhere: Sónar+D, in Sónar's own Barcelona, is no other place's Sónar.
      const parentPlaces = ownPlaces.get(nameKey(entry.name)) ?? [];
      const elsewhere = places.filter((place) => !parentPlaces.includes(place));
      const known = offshoots.get(entry) ?? [];
      if (elsewhere.length > 0 && !known.some((placed) => placed.entry === offshoot))
        known.push({ entry: offshoot, places: new Set(elsewhere) });
      offshoots.set(entry, known);
    }
  }
  return offshoots;
}

/** The entity a span names: the offshoot of its name whose place is written near it, or its own. */
export function placedReading(span: LexiconSpan, text: MatchWords, offshoots: PlacedOffshoots): LexiconSpan {
  const candidates = offshoots.get(span.entry);
  if (candidates === undefined) return span;
  // Only the short name itself: "Detroit Electronic Music Festival", Movement's other name, is Detroit's.
  const written = text.words.slice(span.start, span.end).join(' ');
  const near = new Set(
    text.words.slice(Math.max(0, span.start - NEAR), span.end + NEAR).map((word) => PLACE_WORDS.get(word)),
  );
  const placed = candidates.find(
    (candidate) =>
      nameKey(candidate.entry.name).startsWith(`${written} `) &&
      [...candidate.places].some((place) => near.has(place)),
  );
  return placed === undefined ? span : { ...span, entry: placed.entry };
}
