import { comparableText } from '../normalise/comparable-text';
import { genrePhrases, withoutGenresInNames } from './genre-in-names';
import { type LexiconEntry, lexiconSpanner, matchWords } from './lexicon-matcher';
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
    const known = [...found];
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
