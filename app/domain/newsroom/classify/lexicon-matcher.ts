import type { lexiconEntries } from '~/db/schema/newsroom';
import { comparableText } from '../normalise/comparable-text';

/** A name the newsroom tags articles with: an artist, label, festival, venue, brand or product, and its aliases. */
export type LexiconEntry = {
  kind: (typeof lexiconEntries.$inferSelect)['kind'];
  name: string;
  aliases: string[];
};

/** A text's words as the matcher reads them: lower-cased, each with whether it was written with a capital. */
export type MatchWords = { words: string[]; capitalised: boolean[] };

/** Where a lexicon name was found: words `start` to `end` (exclusive) of the text's words. */
export type LexiconSpan = { start: number; end: number; entry: LexiconEntry };

type Form = { entry: LexiconEntry; words: string[]; needsCapital: boolean };

// A name spelt like an ordinary word ("Movement", "Warp", "Black Coffee") is the name only when it is written
// with a capital: "the underground movement" is no festival. Codes and lower-case names ("CDJ-3000X",
// "deadmau5") match however they are written.
const ordinaryWord = /^\p{Lu}\p{Ll}+$/u;
const needsCapital = (form: string) => {
  const words = form.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => /^\p{L}+$/u.test(word)) && ordinaryWord.test(words[0]!);
};

/** A text's words for the matcher, with their case (one pass, like `comparableText`). */
export function matchWords(text: string): MatchWords {
  const raw = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    words: raw.map((word) => word.toLowerCase()),
    capitalised: raw.map((word) => /^\p{Lu}/u.test(word)),
  };
}

/** Where lexicon names (or aliases) occur as whole words, the longest first where several start together. */
export function lexiconSpanner(entries: LexiconEntry[]): (text: MatchWords) => LexiconSpan[] {
  // Forms by their first word, so a text is read once, word by word, however long the lexicon grows.
  const byFirstWord = new Map<string, Form[]>();
  for (const entry of entries)
    for (const form of [entry.name, ...entry.aliases]) {
      const words = comparableText(form).split(' ').filter(Boolean);
      if (words.join(' ').length <= 1) continue;
      const list = byFirstWord.get(words[0]!);
      const parsed = { entry, words, needsCapital: needsCapital(form) };
      if (list) list.push(parsed);
      else byFirstWord.set(words[0]!, [parsed]);
    }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return ({ words, capitalised }) => {
    const spans: LexiconSpan[] = [];
    // Names starting at one word all count ("Tessel S2" names the brand Tessel too), longest first; the words
    // inside them are not read again: "Time Warp" is no "Warp".
    for (let at = 0; at < words.length; at++) {
      let longest = 0;
      for (const form of byFirstWord.get(words[at]!) ?? [])
        if (
          (!form.needsCapital || capitalised[at]) &&
          form.words.every((part, offset) => words[at + offset] === part)
        ) {
          spans.push({ start: at, end: at + form.words.length, entry: form.entry });
          longest = Math.max(longest, form.words.length);
        }
      if (longest > 0) at += longest - 1;
    }
    return spans;
  };
}

/** A matcher that finds lexicon names (or aliases) as whole words in a text. */
export function lexiconMatcher(entries: LexiconEntry[]): (text: string) => LexiconEntry[] {
  const spans = lexiconSpanner(entries);
  return (text) => [...new Set(spans(matchWords(text)).map((span) => span.entry))];
}
