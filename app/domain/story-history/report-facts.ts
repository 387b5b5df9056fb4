import { MULTIPLIER_WORDS } from '~/domain/newsroom/normalise/other-languages';
import { PLACES } from '~/domain/newsroom/normalise/places';
import { knownNameOf, nameKey, ORDINARY_NAMES } from '~/domain/newsroom/normalise/scene/scene-names';

/**
 * The facts a report states, drawn from its words with no model: names (runs of capitalised words), places
 * (a name after "in", "at" or "from"), numbers (digits, with the word they count) and dates (month names,
 * weekdays, years). Each has a key it is compared by, so "30-date" and "30 dates" or "Berlin" and "berlin"
 * are one fact. Deliberately simple and explainable: the method is written on the pages that show it.
 */
export type FactKind = 'name' | 'place' | 'number' | 'date';
export type Fact = { kind: FactKind; text: string; key: string };
/**
 * Which parts of a run of capitalised words are names, each as its words, for a language whose capitals say
 * more than that (German capitalises every noun). Without one, a run is one name, as English writes it.
 */
export type NameReader = (words: string[]) => string[][];

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE = new RegExp(
  // Bounded by letters of any script, so "Aug" in "Augé" is no date. A range of days ("18-20 July") is one
  // date, keyed by its first day.
  String.raw`(?<![\p{L}\d])(?:(?:(?:\d{1,2}\s?[-–]\s?)?${ORDINAL}\s+)?(?:${MONTHS})\.?(?:\s+${ORDINAL})?(?:,?\s+(?:19|20)\d{2})?|(?:${WEEKDAYS})|(?:19|20)\d{2}-\d{2}-\d{2}|(?:19|20)\d{2})(?![\p{L}\d])`,
  'gu',
);
/**
 * The months of the scene's other languages read (German, French, Spanish, Italian, Dutch, Portuguese), each
 * with its number. Several are words too ("mars", "Mai", "Julio"), so they count only as a date's part: after a
 * day ("16. Juli", "16 juillet", "16 de julio") or before a year ("Juli 2025").
 */
const OTHER_MONTHS: Record<string, number> = Object.fromEntries(
  [
    'januar jänner janvier enero gennaio januari janeiro',
    'februar février fevrier febrero febbraio februari fevereiro',
    'märz marz maerz mars marzo maart março marco',
    'april avril abril aprile',
    'mai maggio mayo mei maio',
    'juni juin junio giugno junho',
    'juli juillet julio luglio julho',
    'august août aout agosto augustus',
    'september septembre septiembre setiembre settembre setembro',
    'oktober octobre octubre ottobre outubro',
    'november novembre noviembre novembro',
    'dezember décembre decembre diciembre dicembre december dezembro',
  ].flatMap((names, month) => names.split(' ').map((name) => [name, month + 1])),
);
const OTHER_MONTH = Object.keys(OTHER_MONTHS).join('|');
const OTHER_DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:\d{1,2}\.?\s?[-–]\s?)?\d{1,2}(?:\.|er|º|ª)?\s+(?:de\s+)?(?:${OTHER_MONTH})(?:\s+(?:de\s+)?(?:19|20)\d{2})?|(?:${OTHER_MONTH})\s+(?:de\s+)?(?:19|20)\d{2})(?![\p{L}\d])`,
  'giu',
);
const ENGLISH_MONTHS: Record<string, number> = Object.fromEntries(
  MONTHS.toLowerCase()
    .split('|')
    .map((name) => [
      name,
      ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
        name.slice(0, 3),
      ) + 1,
    ]),
);
// A number with the word it counts ("30-date", "20 tracks", "€45", "10,000 tickets", "2.5 hours").
// Thousands may be grouped by spaces, as French writes them ("10 000 exemplaires").
const NUMBER =
  /(?:[€$£]\s?)?\b(?:\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)|\d[\d,.]*)(?:\s?%|(?:[\s-](?:\p{L}+)))?/gu;
/** A month and day in Japanese or Chinese ("4月26日", "2024年4月26日"). */
const CJK_DATE = /(?:(?:19|20)\d{2}年)?(\d{1,2})月(\d{1,2})日/gu;
// Words too common to be a name when capitalised, and words that start sentences, in the languages whose
// capitalised words are names (English, French, Spanish, Italian, Portuguese, Dutch).
const NOT_NAMES = new Set(
  (
    'a an and as at but by for from he her his how i if in into is it its new no of on or our she so that the ' +
    'their then there these they this those to up we what when where which who why will with you your after ' +
    'before first last next here today tomorrow yesterday watch listen read update breaking exclusive ' +
    'announces announced says said ' +
    // French, Spanish, Italian, Portuguese, Dutch: articles, prepositions and sentence openers.
    'le la les l un une des du de et en au aux sur pour par avec dans après avant nouveau nouvelle ce cette ' +
    'el los las una del y con para por tras sin este esta nuevo nueva ' +
    'il lo gli uno della dei di da e con per dopo nuovo nuova questo questa ' +
    'o os as um uma do dos das em com após novo nova ' +
    'het een van en met voor na nieuwe nieuw op bij dit deze'
  ).split(' '),
);
const MONTH_OR_DAY = new RegExp(`^(?:${MONTHS}|${WEEKDAYS})$`, 'i');
// Capitals of any alphabet ("Österreich", "Élodie"), bounded by letters of any script.
const NAME =
  /(?<![\p{L}\d])\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|van|der|von|of|the|la|le|&)\s+)?\p{Lu}[\p{L}\d'’.-]*)*/gu;
// "in", "at", "from" and their French, Spanish, Italian, Portuguese, Dutch and German forms before a place.
const PLACE_CUE = /(?:^|\s)(?:in|at|from|à|en|em|nel|nella|uit|te|aus)\s+$/;
// Unit words after a number that are only grammar ("30 and", "2 of", "16 bis", "18 de") are dropped.
const FILLER = new Set(
  (
    'and or of to in at on for the a with from by ' +
    'bis und vom zum am im der die das den dem zu ' +
    'et à au de du des le la les en y al del el los e di da per o do op van tot'
  ).split(' '),
);
/** The form facts are compared in: lower case, no accents, no possessive "'s", words of letters and digits. */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']s\b/g, '')
    .replace(/[^a-z0-9€$£%]+/g, ' ')
    .trim();

/** A name the scene knows that is no ordinary word, or a city or country of the newsroom's table. */
const sceneName = (word: string) => {
  const key = nameKey(word);
  return (!ORDINARY_NAMES.has(key) && knownNameOf(key) !== undefined) || PLACES.has(word.toLowerCase());
};

/** Words that multiply the number before them ("400 mil", "400mila", "1,3 Milliarden"), the newsroom's list. */
const MULTIPLIERS = new Map(MULTIPLIER_WORDS);

/** A unit's singular, so "30 dates" and "30-date" compare equal. */
const singular = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 3 && word.endsWith('s')
      ? word.slice(0, -1)
      : word;

/** The digits of a figure: "25.000" and "25,000" are one number, "12,5" and "12.5" another. */
const digitsOf = (raw: string) =>
  raw
    .replace(/[^\d.,€$£%]/g, '')
    .replace(/[.,](?=\d{3}(?:\D|$))/g, '')
    .replace(',', '.')
    .replace(/\.$/, '');

/**
 * A number with a multiplier written apart or attached ("400 mil pessoas", "400mila persone"): its figure is the
 * product and what it counts the word after the multiplier, so it meets "400.000 Besucher" and "400,000 fans".
 * Null when no multiplier follows the number.
 */
function multiply(raw: string, unit: string, rest: string): Fact | null {
  const attached = unit ? undefined : /^\p{L}+/u.exec(rest)?.[0];
  const word = unit || attached?.toLowerCase() || '';
  const multiplier = MULTIPLIERS.get(word);
  if (multiplier === undefined) return null;
  const counted = /^\p{L}*\s+(\p{L}+)/u.exec(rest)?.[1] ?? '';
  const number = raw.slice(0, raw.length - unit.length).trim();
  const value = Math.round(Number(digitsOf(number)) * multiplier);
  if (!Number.isFinite(value)) return null;
  const text = `${raw}${attached ?? ''}${counted ? ` ${counted}` : ''}`;
  const what = counted && !FILLER.has(counted.toLowerCase()) ? ` ${singular(counted.toLowerCase())}` : '';
  return { kind: 'number', text, key: `n:${value}${what}` };
}

function numbers(text: string, taken: [number, number][]): Fact[] {
  const found: Fact[] = [];
  for (const match of text.matchAll(NUMBER)) {
    // A date's day or year is the date's, not a count.
    if (taken.some(([start, end]) => match.index >= start && match.index < end)) continue;
    let raw = match[0].trim().replace(/[.,]+$/, '');
    // A number that ends a sentence or clause ("70. Près") counts nothing after it.
    const ended = /\d[.,]\s+\p{L}+$/u.exec(raw);
    if (ended) raw = raw.slice(0, ended.index + 1);
    const parts = raw.split(/[\s\u00a0\u202f-]/);
    const unit =
      parts.length > 1 && /\p{L}/u.test(parts[parts.length - 1]!)
        ? parts[parts.length - 1]!.toLowerCase()
        : '';
    if (unit && FILLER.has(unit)) raw = raw.slice(0, raw.length - unit.length - 1).replace(/[.,]+$/, '');
    // Years are dates, not counts.
    if (/^(?:19|20)\d{2}(?:$|\s)/.test(raw)) continue;
    const multiplied = multiply(raw, unit, text.slice(match.index + match[0].length));
    if (multiplied) {
      found.push(multiplied);
      continue;
    }
    const word = unit && !FILLER.has(unit) ? singular(unit) : '';
    found.push({ kind: 'number', text: raw, key: `n:${digitsOf(raw)}${word ? ` ${word}` : ''}` });
  }
  return found;
}

/** A date's key in any language: "16 July", "July 16th", "16. Juli" and "16 de julio de 2025" are one date. */
function dateKey(text: string): string {
  const words = normalise(text).split(' ');
  const spelt = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const month =
    words.map((word) => ENGLISH_MONTHS[word] ?? OTHER_MONTHS[word]).find(Boolean) ??
    spelt.map((word) => OTHER_MONTHS[word]).find(Boolean);
  const day = words.map((word) => /^(\d{1,2})(?:st|nd|rd|th|er)?$/.exec(word)?.[1]).find(Boolean);
  const year = words.find((word) => /^(?:19|20)\d{2}$/.test(word));
  // Day and month name the date whatever the year said with it; a month alone goes with its year.
  if (month && day) return `d:${month}-${Number(day)}`;
  if (month) return `d:${year ?? ''}-${month}`;
  return `d:${words.join(' ')}`;
}

function dates(text: string): { facts: Fact[]; spans: [number, number][] } {
  const matches = [...text.matchAll(CJK_DATE), ...text.matchAll(OTHER_DATE), ...text.matchAll(DATE)];
  const spans: [number, number][] = [];
  const facts: Fact[] = [];
  for (const match of matches) {
    const start = match.index;
    const end = start + match[0].length;
    // "16. Juli 2025" is one date, not also "2025".
    if (spans.some(([from, to]) => start >= from && end <= to)) continue;
    spans.push([start, end]);
    const cjk = match[0].endsWith('日') ? `d:${Number(match[1])}-${Number(match[2])}` : null;
    // "Jan." keeps its dot; a sentence's full stop after "January" is not the date's.
    const text = match[0].trim().replace(/(\p{L}{4,})\.$/u, '$1');
    facts.push({ kind: 'date', text, key: cjk ?? dateKey(text) });
  }
  return { facts, spans };
}

function names(sentence: string, readNames?: NameReader): Fact[] {
  const found: Fact[] = [];
  const nameFact = (text: string, at: number): Fact => {
    // `at` is where the name starts in the sentence, or -1 inside a run (where no cue can precede it).
    const place = at >= 0 && PLACE_CUE.test(sentence.slice(Math.max(0, at - 7), at));
    return { kind: place ? 'place' : 'name', text, key: `e:${normalise(text)}` };
  };
  for (const match of sentence.matchAll(NAME)) {
    let words = match[0].replace(/[.'’-]+$/, '').split(/\s+/);
    if (readNames) {
      // The reader asks for evidence beyond the capital, so a name opening a sentence counts too.
      for (const name of readNames(words)) {
        const text = name.join(' ').replace(/[’']s$/, '');
        if (!OTHER_MONTHS[text.toLowerCase()] && !MONTH_OR_DAY.test(text))
          found.push(nameFact(text, name[0] === words[0] ? match.index : -1));
      }
      continue;
    }
    // Leading words that only start the sentence ("The", "After") are not part of the name.
    while (words.length > 0 && NOT_NAMES.has(words[0]!.toLowerCase())) words = words.slice(1);
    while (words.length > 0 && NOT_NAMES.has(words[words.length - 1]!.toLowerCase()))
      words = words.slice(0, -1);
    if (words.length === 0) continue;
    // "Friday's" is the day, "Tomorrowland's" the festival.
    const text = words.join(' ').replace(/[’']s$/, '');
    if (MONTH_OR_DAY.test(text) || /^\d/.test(text) || OTHER_MONTHS[text.toLowerCase()]) continue;
    // A single capitalised word opening a sentence is usually just the sentence's first word, unless the scene
    // knows it as a name and it is no ordinary word ("Tomorrowland confirms…", not "Space is…"), or a place.
    const atStart = sentence.slice(0, match.index).trim() === '';
    if (words.length === 1 && ((atStart && !sceneName(text)) || text.length < 3)) continue;
    found.push(nameFact(text, match.index));
  }
  return found;
}

/**
 * Every fact `text` states, once each, in the order it states them; its names as `readNames` reads them, when
 * its language needs a reader.
 */
export function reportFacts(text: string, readNames?: NameReader): Fact[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?:;])\s+|\s+[|–—]\s+/)
    .filter(Boolean);
  const found = dates(text);
  const all = [
    ...found.facts,
    ...numbers(text, found.spans),
    ...sentences.flatMap((sentence) => names(sentence, readNames)),
  ];
  const seen = new Map<string, Fact>();
  for (const fact of all) {
    const known = seen.get(fact.key);
    // A name seen once as a place is a place.
    if (!known) seen.set(fact.key, fact);
    else if (fact.kind === 'place' && known.kind === 'name') seen.set(fact.key, fact);
  }
  // A date's words are not a name too ("March" inside "EP due in March" is the date).
  return [...seen.values()].filter(
    (fact) => fact.kind === 'date' || !MONTH_OR_DAY.test(fact.text.split(' ')[0] ?? ''),
  );
}
