import { comparableText } from '../normalise/comparable-text';
import { genrePhrases, withoutGenresInNames } from './genre-in-names';
import { type LexiconEntry, lexiconSpanner, matchWords } from './lexicon-matcher';
import { type NameSource, suggestStoryNames, type SuggestedName } from './story-names';

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
    const known = [
      ...new Set(
        spans(matchWords(reports.map((report) => `${report.title}. ${report.text}`).join(' '))).map(
          (span) => span.entry,
        ),
      ),
    ];
    const suggested = suggestStoryNames(reports, knowledge);
    const names = [...known.map((entry) => comparableText(entry.name)), ...suggested.map((name) => name.key)];
    return {
      known,
      suggested,
      genreTitle: withoutGenresInNames(story.title, names),
      genreText: withoutGenresInNames(story.text, names),
    };
  };
}
