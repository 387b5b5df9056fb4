import { FUNCTION_WORDS } from './other-languages';
import { isCurrency } from './quantities';

// The words of a headline and lead as anchors.ts and the scene's readers see them: each with its case, whether
// it opens a sentence and whether it is a possessive.

/** Lower-case words inside a name ("Charlotte de Witte"); capitalised ones ("Tale Of Us") join one too. */
export const NAME_JOINERS = new Set([
  'de',
  'van',
  'der',
  'von',
  'la',
  'le',
  'del',
  'da',
  'di',
  'du',
  'dos',
  'y',
]);
export const ENGLISH_NOT_NAMES =
  'a an the and or but of to in on at for with from by as is are was were be it its this that these those his her their our your we you i he she they new after over into about up out than then just more most also amid via all how why what when where who here there dj djs ep eps lp lps vs'.split(
    ' ',
  );
/**
 * The other languages' articles and the like, capitalised at a sentence's start ("Die Hauptbühne…"); in
 * capitals they may be an acronym ("CES"), which `isNameWord` allows.
 */
const FOREIGN_NOT_NAMES = new Set(
  [...FUNCTION_WORDS].filter((word) => !ENGLISH_NOT_NAMES.includes(word) && !NAME_JOINERS.has(word)),
);
/** Capitalised words that are never names on their own. */
export const NOT_NAMES = new Set([...ENGLISH_NOT_NAMES, ...FOREIGN_NOT_NAMES]);

/** Whether a capitalised word may be (part of) a name: not a function word, unless an acronym ("CES"). */
export const isNameWord = (token: { text: string; lower: string; capital: boolean }) =>
  token.capital &&
  (!NOT_NAMES.has(token.lower) ||
    (FOREIGN_NOT_NAMES.has(token.lower) && token.text.length > 1 && token.text === token.text.toUpperCase()));

export type Token = {
  text: string;
  lower: string;
  capital: boolean;
  digit: boolean;
  start: boolean;
  possessive: boolean;
  /** A word of a Title Case headline: its capital says nothing, and it begins no sentence either. */
  titled: boolean;
};

// A token: a code (DC-10, XDJ-AZ2), a number with its currency (€, C$), thousands separators and unit (21st,
// 18%, 40C, £1.4m), a word (with inner apostrophes), a comma or a sentence mark. Hyphens split "12-13" and
// "40-date" into parts, so each part is seen.
const TOKEN =
  /(?:\p{L}+\d*-)+\p{L}*\d[\p{L}\p{N}]*|(?:[A-Z]{1,2}\$|[€$£¥])?\d+(?:[.,]\d+)*(?:st|nd|rd|th|%|°[CF]?|[CF]\b|m\b|bn\b|k\b)?|[\p{L}][\p{L}\p{N}]*(?:['’][\p{L}]+)?|[.!?:;]|[-–,]/gu;

const UPPER = /^\p{Lu}/u;
/** Whether a word starts with a capital: ASCII at a glance, the rest by Unicode category. */
function startsCapital(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER.test(word);
}

/** A straight or curly apostrophe. */
function isApostrophe(code: number): boolean {
  return code === 39 || code === 8217;
}

/** Words written with a dot that ends no sentence. */
const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'mt', 'jr', 'vs', 'no']);

export function tokenise(text: string, startsSentence: boolean): Token[] {
  const tokens: Token[] = [];
  let start = startsSentence;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const word = match[0];
    const first = word.charCodeAt(0);
    if (word.length === 1 && (first === 46 || first === 33 || first === 63 || first === 58 || first === 59)) {
      // "Dr. Motte" and "St. Germain" go on: an abbreviation's dot ends no sentence.
      if (first !== 46 || !ABBREVIATIONS.has(tokens.at(-1)?.lower ?? '')) start = true;
      continue;
    }
    // A possessive names its owner: "Boiler Room's" is "Boiler Room", "the Brothers' festival" the Brothers.
    const last = word.charCodeAt(word.length - 1);
    const endsInS = (last === 115 || last === 83) && word.length > 2;
    const pluralPossessive = endsInS && isApostrophe(text.charCodeAt(TOKEN.lastIndex));
    const possessive = pluralPossessive || (endsInS && isApostrophe(word.charCodeAt(word.length - 2)));
    const bare = possessive && !pluralPossessive ? word.slice(0, -2) : word;
    tokens.push({
      text: bare,
      lower: bare.toLowerCase(),
      capital: startsCapital(bare),
      digit: (first >= 48 && first <= 57) || (word.length > 1 && isCurrency(word)),
      start,
      possessive,
      titled: false,
    });
    start = false;
  }
  return tokens;
}
