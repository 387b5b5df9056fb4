import type { lexiconEntries } from '~/db/schema/newsroom';
import { CONTEXT_NAMES, knownEntities, nameKey } from '../normalise/scene/scene-names';
import { TIE_ONLY_NAMES } from '../normalise/scene/scene-common-words';
import { PLACE_WORDS } from '../normalise/scene/scene-places';
import { foldWord } from './name-fold';
import { contextCue, kindNoun } from './name-cues';

/** A name the newsroom tags articles with: an artist, label, festival, venue, brand or product, and its aliases. */
export type LexiconEntry = {
  kind: (typeof lexiconEntries.$inferSelect)['kind'];
  name: string;
  aliases: string[];
};

/** A text's words as the matcher reads them: lower-cased, each with whether it was written with a capital. */
export type MatchWords = {
  words: string[];
  capitalised: boolean[];
  /** Whether each word is joined by a hyphen to a word before it ("Mensch-Maschine"); absent reads as no. */
  joined?: boolean[];
  /**
   * The words of the rest of the same report, when this is its headline: its lead may say what a common-word
   * name in the headline is ("This is what Trouw looks like now" over "the Amsterdam club…").
   */
  context?: readonly string[];
};

/** Where a lexicon name was found: words `start` to `end` (exclusive) of the text's words. */
export type LexiconSpan = { start: number; end: number; entry: LexiconEntry };

type Form = {
  entry: LexiconEntry;
  words: string[];
  needsCapital: boolean;
  /** A common word or phrase too ("Movement", "fabric", "Justice"): a name only where the words around say so. */
  needsContext: boolean;
  /** Its last word may carry another language's ending ("Berghains", "Tomorrowlandu"). */
  inflects: boolean;
};

// A name spelt like an ordinary word ("Movement", "Warp", "Black Coffee") is the name only when it is written
// with a capital: "the underground movement" is no festival. Codes and lower-case names ("CDJ-3000X",
// "deadmau5") match however they are written.
const ordinaryWord = /^\p{Lu}\p{Ll}+$/u;
const needsCapital = (form: string) => {
  const words = form.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => /^\p{L}+$/u.test(word)) && ordinaryWord.test(words[0]!);
};

/**
 * Articles a name may start with, written in lower case inside a sentence ("avec les Déferlantes", "naar de
 * School"): the capital that tells the name from the words is then on the word after.
 */
const ARTICLES = new Set(['the', 'les', 'le', 'la', 'de', 'het', 'el', 'los', 'il']);

/**
 * Endings other languages put on a name: the genitive -s of German, Dutch and the Nordic languages
 * ("Berghains Türsteher"), Slavic cases ("w Berghainie", "na Tomorrowlandu", "s Tomorrowlandem") and Finnish
 * and Hungarian ones ("Tomorrowlandissa", "Tomorrowlandon"). Read only on a capitalised word after a name's
 * last word of five letters or more that is no common word, so "Biceps" or "ADEs" stay words.
 */
const INFLECTIONS = [
  's',
  'a',
  'u',
  'e',
  'ie',
  'em',
  'om',
  'y',
  'ovi',
  'owi',
  'ach',
  'n',
  'in',
  'issa',
  'ssa',
  'sta',
  'lla',
  'lle',
  'on',
  'ban',
  'ben',
  'nak',
  'nek',
  'hoz',
  'ba',
  'be',
];
const MIN_INFLECTED = 5;

/** Symbol-only names ("!!!") are words of their own where they stand apart. */
const SYMBOL_NAME = /(?<![\p{L}\p{N}!])!!!(?![\p{L}\p{N}!])/u;
const wordPattern = /[\p{L}\p{N}]+|(?<![\p{L}\p{N}!])!!!(?![\p{L}\p{N}!])/gu;

/** The words of a name or text as compared: lower case, accents folded (`foldWord`). */
const formWords = (text: string) =>
  (text.match(wordPattern) ?? []).map((word) => foldWord(word.toLowerCase()));

/**
 * Chinese, Japanese and Korean scripts write no space between words: a Latin name run into them is a word of its
 * own ("DAFのボーカリスト" names DAF). Only runs holding both are split, so other texts cost one scan.
 */
const EAST_ASIAN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const SCRIPT_RUN =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30fc]+|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30fc])[\p{L}\p{N}])+/gu;

function textWords(text: string): { word: string; index: number }[] {
  const found: { word: string; index: number }[] = [];
  // Most texts hold no East Asian letter: one scan of the text says so.
  const mixed = EAST_ASIAN.test(text);
  for (const { 0: word, index } of text.matchAll(wordPattern)) {
    if (!mixed || !EAST_ASIAN.test(word)) found.push({ word, index });
    else for (const run of word.matchAll(SCRIPT_RUN)) found.push({ word: run[0], index: index + run.index });
  }
  return found;
}

/** A text's words for the matcher, with their case (one pass, like `comparableText`). */
export function matchWords(text: string): MatchWords {
  const raw = textWords(text);
  return {
    words: raw.map(({ word }) => foldWord(word.toLowerCase())),
    capitalised: raw.map(({ word }) => /^\p{Lu}/u.test(word) || SYMBOL_NAME.test(word)),
    joined: raw.map(({ index }) => /[\p{L}\p{N}]{4}-$/u.test(text.slice(Math.max(0, index - 5), index))),
  };
}

/**
 * Media an outlet cites as its source ("told Mixmag", "according to Resident Advisor", "laut DJ Mag"): the
 * report's source, not its subject. Read for entities the knowledge base tags as a magazine.
 */
const CITING_BEFORE = new Set([
  'told',
  'tells',
  'telling',
  'via',
  'laut',
  'gegenuber',
  'selon',
  'segun',
  'secondo',
  'segundo',
  'volgens',
]);
const CITING_PAIR_BEFORE = new Set([
  'according to',
  'speaking to',
  'interview with',
  'statement to',
  'confirmed to',
]);
const CITING_AFTER = new Set([
  'reports',
  'reported',
  'berichtet',
  'meldet',
  'rapporte',
  'informa',
  'riporta',
  'meldt',
]);
function citedAsSource(entry: LexiconEntry, words: readonly string[], start: number, end: number): boolean {
  if (!knownEntities.get(nameKey(entry.name))?.tags.has('magazine')) return false;
  return (
    CITING_BEFORE.has(words[start - 1] ?? '') ||
    CITING_PAIR_BEFORE.has(`${words[start - 2]} ${words[start - 1]}`) ||
    CITING_AFTER.has(words[end] ?? '')
  );
}

/** A written name ending in a symbol the matcher's words leave out ("Maschine+"). */
const DROPPED_SYMBOL_END = /[^\p{L}\p{N}!'’.)\s]$/u;

/** A model's generation or version after its name: "V", "II", "MK2", "3". */
const GENERATION = /^(?:i{2,3}|iv|v|vi|mk\s?\d|mkii|mkiii|\d)$/;

/** How far either side of a common-word name its context is read. */
const CONTEXT_REACH = 8;
/** The most words of a tied name read beside a common-word name. */
const MAX_TIED_WORDS = 4;
/** How near a sure name of the same kind must stand for a common-word name to be one of a list. */
const LIST_REACH = 5;

/**
 * Whether the words around a common-word name say it is the entity: a word of its kind ("the Movement
 * festival", "fabric nightclub", "Justice's new album"), its home ("Movement Detroit", "fabric London") or an
 * entity tied to it ("Paxahau's Movement").
 */
function saysItIs(
  entry: LexiconEntry,
  words: readonly string[],
  start: number,
  end: number,
  context: readonly string[] = [],
): boolean {
  const key = nameKey(entry.name);
  const known = knownEntities.get(key);
  const byKind = !TIE_ONLY_NAMES.has(key);
  // The lead under a headline: a noun of its kind, its home or an entity tied to it, anywhere in it.
  for (let at = 0; at < context.length; at++) {
    const word = context[at]!;
    if (byKind && kindNoun(entry.kind, word)) return true;
    if (known === undefined) continue;
    const place = PLACE_WORDS.get(word);
    if ((place !== undefined && known.places.has(place)) || tiedAt(known.related, context, at)) return true;
  }
  for (let at = Math.max(0, start - CONTEXT_REACH); at < Math.min(words.length, end + CONTEXT_REACH); at++) {
    if (at >= start && at < end) continue;
    const word = words[at]!;
    if (byKind && contextCue(entry.kind, word)) return true;
    if (known === undefined) continue;
    const place = PLACE_WORDS.get(word);
    if (place !== undefined && known.places.has(place)) return true;
    if (tiedAt(known.related, words, at)) return true;
  }
  return false;
}

const firstWords = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function firstWordsOf(related: ReadonlySet<string>): ReadonlySet<string> {
  let found = firstWords.get(related);
  if (found === undefined)
    firstWords.set(related, (found = new Set([...related].map((key) => key.split(' ')[0]!))));
  return found;
}

/** Whether an entity tied to a name starts at a word: "Czukay" alone is no tie, "Holger Czukay" is. */
function tiedAt(related: ReadonlySet<string>, words: readonly string[], at: number): boolean {
  let key = words[at]!;
  if (related.has(key)) return true;
  // Most words start no tied name: one lookup says so, before any longer name is put together.
  if (!firstWordsOf(related).has(key)) return false;
  for (let next = at + 1; next < Math.min(words.length, at + MAX_TIED_WORDS); next++)
    if (related.has((key = `${key} ${words[next]}`))) return true;
  return false;
}

/** Where lexicon names (or aliases) occur as whole words, the longest first where several start together. */
export function lexiconSpanner(entries: LexiconEntry[]): (text: MatchWords) => LexiconSpan[] {
  // Forms by their first word, so a text is read once, word by word, however long the lexicon grows.
  const byFirstWord = new Map<string, Form[]>();
  const inflectable = new Map<string, Form[]>();
  for (const entry of entries)
    for (const form of [entry.name, ...entry.aliases]) {
      const words = formWords(form);
      // One letter is no name; two only as written, in capitals ("MK", "XL"): "&ME" read past its symbol is "me".
      const key = words.join(' ');
      if (key.length <= 1 || (key.length === 2 && !/^[\p{Lu}\p{N}]{2}$/u.test(form))) continue;
      const last = words.at(-1)!;
      const parsed: Form = {
        entry,
        words,
        needsCapital: needsCapital(form) || key.length === 2,
        // A name whose last symbol the words drop ("Maschine+") reads as the plain word ("Maschine", German
        // for machine): it counts only where the words around say it is the product.
        needsContext: CONTEXT_NAMES.has(key) || DROPPED_SYMBOL_END.test(form),
        inflects: last.length >= MIN_INFLECTED && !/\d/u.test(last) && !CONTEXT_NAMES.has(key),
      };
      const list = byFirstWord.get(words[0]!);
      if (list) list.push(parsed);
      else byFirstWord.set(words[0]!, [parsed]);
      if (parsed.inflects && words.length === 1)
        inflectable.set(last, [...(inflectable.get(last) ?? []), parsed]);
    }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  const lastMatches = (form: Form, word: string | undefined, capital: boolean | undefined) => {
    const last = form.words.at(-1)!;
    if (word === last) return true;
    if (!form.inflects || !capital || word === undefined || !word.startsWith(last)) return false;
    return INFLECTIONS.includes(word.slice(last.length));
  };
  const candidates = (word: string) => {
    const exact = byFirstWord.get(word) ?? [];
    // A one-word name with an ending: its stem is a prefix of the word.
    for (let cut = Math.max(MIN_INFLECTED, word.length - 4); cut < word.length; cut++) {
      const stem = inflectable.get(word.slice(0, cut));
      if (stem) return [...exact, ...stem];
    }
    return exact;
  };
  return ({ words, capitalised, joined, context }) => {
    const spans: LexiconSpan[] = [];
    // Common-word names the words around did not confirm: kept only when listed with a sure name of their kind.
    const waiting: number[] = [];
    // Names starting at one word all count ("Tessel S2" names the brand Tessel too), longest first; the words
    // inside them are not read again: "Time Warp" is no "Warp".
    for (let at = 0; at < words.length; at++) {
      let longest = 0;
      for (const form of candidates(words[at]!)) {
        const end = at + form.words.length;
        if (
          (!form.needsCapital ||
            capitalised[at] ||
            (form.words.length > 1 && capitalised[at + 1] && ARTICLES.has(form.words[0]!))) &&
          form.words.every((part, offset) =>
            offset === form.words.length - 1
              ? lastMatches(form, words[at + offset], capitalised[at + offset])
              : words[at + offset] === part,
          ) &&
          // A product followed by a generation the table does not list is another product ("MiniFreak V",
          // "Push 3"): discovery may propose it; it is not the one the table holds.
          !(form.entry.kind === 'product' && GENERATION.test(words[end] ?? '')) &&
          // A one-word name as the tail of a hyphenated word is the word's ("Die Mensch-Maschine"), not the name.
          !(form.words.length === 1 && joined?.[at]) &&
          // A name of several common words written as one hyphenated word is that word: German's
          // "Techno-Parade" is any techno parade, Paris's is written "Techno Parade".
          !(form.needsContext && form.words.some((_, offset) => offset > 0 && joined?.[at + offset])) &&
          // A name that is the head of a contraction is the word: "Just Can't Get Enough" names no band Can.
          words[end] !== 't' &&
          !citedAsSource(form.entry, words, at, end) &&
          (!form.needsContext ||
            saysItIs(form.entry, words, at, end, context) ||
            (waiting.push(spans.length), true))
        ) {
          spans.push({ start: at, end, entry: form.entry });
          longest = Math.max(longest, form.words.length);
        }
      }
      if (longest > 0) at += longest - 1;
    }
    if (waiting.length === 0) return spans;
    // A common-word name listed with names of its kind is one of them: "&ME, Rampa and Adam Port".
    // A grammar word's name is never one of a list by its place alone ("Can Jeff Mills save the night?").
    const unsure = new Set(waiting);
    return spans.filter(
      (span, index) =>
        !unsure.has(index) ||
        (!TIE_ONLY_NAMES.has(nameKey(span.entry.name)) &&
          spans.some(
            (other, at) =>
              !unsure.has(at) &&
              other.entry.kind === span.entry.kind &&
              Math.abs(other.start - span.start) <= LIST_REACH,
          )),
    );
  };
}

/** A matcher that finds lexicon names (or aliases) as whole words in a text. */
export function lexiconMatcher(entries: LexiconEntry[]): (text: string) => LexiconEntry[] {
  const spans = lexiconSpanner(entries);
  return (text) => [...new Set(spans(matchWords(text)).map((span) => span.entry))];
}
