import { comparableText } from '../normalise/comparable-text';
import { knownEntities, nameKey as sceneKey, surnameOf } from '../normalise/scene/scene-names';
import { genrePhrases, withoutGenresInNames } from './genre-in-names';
import { type LexiconEntry, lexiconSpanner, type MatchWords, matchWords } from './lexicon-matcher';
import { brandsListed, namedIn } from './names-in-passing';
import { type PlacedOffshoots, placedOffshoots, placedReading } from './placed-offshoots';
import { type NameEvidence, storySubjects } from './story-subjects';
import { MAX_REPORTS_READ, type NameSource, suggestStoryNames, type SuggestedName } from './story-names';

/** What a story is tagged with: the lexicon's names it mentions, and names proposed for the desk. */
export type StoryEntities = {
  known: LexiconEntry[];
  suggested: SuggestedName[];
  /** Its title and text as genres are read from them: genre words inside names taken out. */
  genreTitle: string;
  genreText: string;
};

export type EntityTagger = ((
  reports: (NameSource & { text: string })[],
  story: { title: string; text: string },
) => StoryEntities) & {
  /**
   * Only the names the reports propose for the desk, without tagging: what reports joining a story that has its
   * article add (decision 068). Discovery alone is about half of tagging's work.
   */
  suggest: (reports: NameSource[]) => SuggestedName[];
};

const noneRejected: ReadonlySet<string> = new Set();

/** A story's entity tagger over a lexicon (built once per lexicon) and the names editors rejected. */
export function entityTagger(
  lexicon: LexiconEntry[],
  rejected: ReadonlySet<string> = noneRejected,
): EntityTagger {
  const spans = lexiconSpanner(lexicon);
  const byKey = new Map(lexicon.map((entry) => [sceneKey(entry.name), entry]));
  const knowledge = { spans, rejected, genrePhrases };
  const offshoots = placedOffshoots(lexicon);
  const suggest = (reports: NameSource[]) =>
    suggestStoryNames(reports.slice(0, MAX_REPORTS_READ), knowledge).names;
  const tag = (reports: (NameSource & { text: string })[], story: { title: string; text: string }) => {
    const read = reports.slice(0, MAX_REPORTS_READ);
    const { names: suggested, known: found } = suggestStoryNames(read, knowledge);
    // Every report's headline and text, matched for where each name is (discovery read only the first
    // reports' headlines and leads); a headline is read with its lead, which may confirm a common-word name in
    // it ("Die Fusion beginnt" over "…am Rand des Festivals").
    const evidence = evidenceOf(reports, spans, offshoots);
    for (const entry of evidence.keys()) found.add(entry);
    addSurnames(reports, found, evidence, byKey);
    const known = storySubjects([...found], evidence, reports.length);
    const names = [...known.map(nameKey), ...suggested.map((name) => name.key)];
    return {
      known,
      suggested,
      genreTitle: withoutGenresInNames(story.title, names),
      genreText: withoutGenresInNames(story.text, names),
    };
  };
  return Object.assign(tag, { suggest });
}

// A lexicon name as compared, worked out once per entry.
const keys = new WeakMap<LexiconEntry, string>();
function nameKey(entry: LexiconEntry): string {
  let key = keys.get(entry);
  if (key === undefined) keys.set(entry, (key = comparableText(entry.name)));
  return key;
}

/** Where each report names the lexicon's entities: in its headline, its text, or both (one report each). */
function evidenceOf(
  reports: readonly (NameSource & { text: string })[],
  spans: ReturnType<typeof lexiconSpanner>,
  offshoots: PlacedOffshoots,
): Map<LexiconEntry, NameEvidence> {
  const evidence = new Map<LexiconEntry, NameEvidence>();
  const within = new Map<LexiconEntry, number>();
  for (const report of reports) {
    const text = matchWords(report.text);
    const title = { ...matchWords(report.title), context: text.words };
    // A short name read as its edition elsewhere ("Movement" beside "Torino") is, like a name inside a longer
    // one, another entity's name: counted where the offshoot rule weighs it, never as named.
    const placedAway = new Set<LexiconEntry>();
    const read = (words: MatchWords) =>
      spans(words).map((span) => {
        const placed = placedReading(span, words, offshoots);
        if (placed !== span) placedAway.add(span.entry);
        return placed;
      });
    const textSpans = read(text);
    const [inTitle, titleInside] = namedIn(read(title));
    const [inText, textInside] = namedIn(textSpans);
    for (const entry of new Set([...titleInside, ...textInside, ...placedAway]))
      if (!inTitle.has(entry) && !inText.has(entry)) within.set(entry, (within.get(entry) ?? 0) + 1);
    const listed = brandsListed(textSpans, text.words);
    for (const entry of new Set([...inTitle, ...inText])) {
      const seen = evidence.get(entry) ?? { reports: 0, headlines: 0 };
      seen.reports++;
      if (inTitle.has(entry)) seen.headlines++;
      else if (listed.has(entry)) seen.listed = (seen.listed ?? 0) + 1;
      evidence.set(entry, seen);
    }
  }
  // Read only inside a longer name, an entity was not named there; the offshoot rule still weighs those reports.
  for (const [entry, count] of within)
    evidence.set(entry, { ...(evidence.get(entry) ?? { reports: 0, headlines: 0 }), within: count });
  return evidence;
}

/** A capitalised word inside a sentence, with a surname's particle before it: "Gahan", "van Dyk". */
const MID_SENTENCE_SURNAME =
  /(?<=[\p{Ll}\p{N},;)»”"] )(?:(?:de|van|von|der|del|da|di|du|le|la) )?\p{Lu}[\p{L}'’-]+/gu;

/**
 * Acts a report names by surname alone ("…between Gore and Gahan"), where the story names an entity tied to them
 * (their band, their label): one act of the scene has that surname, and the tie says it is them.
 */
function addSurnames(
  reports: readonly { text: string }[],
  found: Set<LexiconEntry>,
  evidence: Map<LexiconEntry, NameEvidence>,
  byKey: ReadonlyMap<string, LexiconEntry>,
): void {
  const foundKeys = new Set([...found].map((entry) => sceneKey(entry.name)));
  for (const report of reports) {
    const named = new Set<LexiconEntry>();
    for (const [written] of report.text.matchAll(MID_SENTENCE_SURNAME)) {
      // "van Dyk" is Paul van Dyk's; "van Gore" may be a Dutch "of Gore".
      const actKey = surnameOf(sceneKey(written)) ?? surnameOf(sceneKey(written.split(' ').at(-1)!));
      const entry = actKey === undefined ? undefined : byKey.get(actKey);
      if (entry === undefined || found.has(entry)) continue;
      const tied = knownEntities.get(actKey!)?.related;
      if (tied && [...tied].some((key) => foundKeys.has(key))) named.add(entry);
    }
    for (const entry of named) {
      const seen = evidence.get(entry) ?? { reports: 0, headlines: 0 };
      evidence.set(entry, { ...seen, reports: seen.reports + 1 });
    }
  }
  for (const entry of evidence.keys()) found.add(entry);
}
