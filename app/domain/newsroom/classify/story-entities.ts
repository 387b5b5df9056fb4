import { comparableText } from '../normalise/comparable-text';
import { genrePhrases, withoutGenresInNames } from './genre-in-names';
import { type LexiconEntry, lexiconSpanner, matchWords } from './lexicon-matcher';
import { type NameEvidence, storySubjects } from './story-subjects';
import {
  leadOf,
  MAX_REPORTS_READ,
  type NameSource,
  suggestStoryNames,
  type SuggestedName,
} from './story-names';

/** What a story is tagged with: the lexicon's names it mentions, and names proposed for the desk. */
export type StoryEntities = {
  known: LexiconEntry[];
  suggested: SuggestedName[];
  /** Its title and text as genres are read from them: genre words inside names taken out. */
  genreTitle: string;
  genreText: string;
};

export type EntityTagger = (
  reports: (NameSource & { text: string })[],
  story: { title: string; text: string },
) => StoryEntities;

const noneRejected: ReadonlySet<string> = new Set();

/** A story's entity tagger over a lexicon (built once per lexicon) and the names editors rejected. */
export function entityTagger(
  lexicon: LexiconEntry[],
  rejected: ReadonlySet<string> = noneRejected,
): EntityTagger {
  const spans = lexiconSpanner(lexicon);
  const knowledge = { spans, rejected, genrePhrases };
  return (reports, story) => {
    const read = reports.slice(0, MAX_REPORTS_READ);
    const { names: suggested, known: found } = suggestStoryNames(read, knowledge);
    // Titles and leads were read by discovery; the lexicon is matched in the rest of each text here.
    const rest = [
      ...read.map((report) => report.text.slice(leadOf(report.text).length)),
      ...reports.slice(MAX_REPORTS_READ).map((report) => `${report.title}. ${report.text}`),
    ].join(' ');
    if (rest.trim()) for (const span of spans(matchWords(rest))) found.add(span.entry);
    const evidence = evidenceOf(reports, spans);
    // Headlines read again with their leads: a common-word name a lead confirms ("Die Fusion beginnt" over
    // "…am Rand des Festivals").
    for (const entry of evidence.keys()) found.add(entry);
    const known = storySubjects([...found], evidence, reports.length);
    const names = [...known.map(nameKey), ...suggested.map((name) => name.key)];
    return {
      known,
      suggested,
      genreTitle: withoutGenresInNames(story.title, names),
      genreText: withoutGenresInNames(story.text, names),
    };
  };
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
): Map<LexiconEntry, NameEvidence> {
  const evidence = new Map<LexiconEntry, NameEvidence>();
  for (const report of reports) {
    const text = matchWords(report.text);
    const title = { ...matchWords(report.title), context: text.words };
    const inTitle = new Set(spans(title).map((span) => span.entry));
    const inText = new Set(spans(text).map((span) => span.entry));
    for (const entry of new Set([...inTitle, ...inText])) {
      const seen = evidence.get(entry) ?? { reports: 0, headlines: 0 };
      seen.reports++;
      if (inTitle.has(entry)) seen.headlines++;
      evidence.set(entry, seen);
    }
  }
  return evidence;
}
