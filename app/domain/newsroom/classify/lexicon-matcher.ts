import type { lexiconEntries } from '~/db/schema/newsroom';
import { comparableText } from '../normalise/comparable-text';

/** A name the newsroom tags articles with: an artist, label, festival, brand or product, and its aliases. */
export type LexiconEntry = {
  kind: (typeof lexiconEntries.$inferSelect)['kind'];
  name: string;
  aliases: string[];
};

/** A matcher that finds lexicon names (or aliases) as whole words in a text. */
export function lexiconMatcher(entries: LexiconEntry[]): (text: string) => LexiconEntry[] {
  // Forms by their first word, so a text is read once, word by word, however long the lexicon grows.
  const byFirstWord = new Map<string, { entry: LexiconEntry; words: string[] }[]>();
  for (const entry of entries)
    for (const form of [entry.name, ...entry.aliases]) {
      const words = comparableText(form).split(' ').filter(Boolean);
      if (words.join(' ').length <= 1) continue;
      const list = byFirstWord.get(words[0]!);
      if (list) list.push({ entry, words });
      else byFirstWord.set(words[0]!, [{ entry, words }]);
    }
  return (text) => {
    const words = comparableText(text).split(' ');
    const found = new Set<LexiconEntry>();
    words.forEach((word, at) => {
      for (const { entry, words: form } of byFirstWord.get(word) ?? [])
        if (form.every((part, offset) => words[at + offset] === part)) found.add(entry);
    });
    return [...found];
  };
}
