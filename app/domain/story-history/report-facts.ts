/**
 * The facts a report states, drawn from its words with no model: names (runs of capitalised words), places
 * (a name after "in", "at" or "from"), numbers (digits, with the word they count) and dates (month names,
 * weekdays, years). Each has a key it is compared by, so "30-date" and "30 dates" or "Berlin" and "berlin"
 * are one fact. Deliberately simple and explainable: the method is written on the pages that show it.
 */
export type FactKind = 'name' | 'place' | 'number' | 'date';
export type Fact = { kind: FactKind; text: string; key: string };

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE = new RegExp(
  String.raw`\b(?:(?:${ORDINAL}\s+)?(?:${MONTHS})\.?(?:\s+${ORDINAL})?(?:,?\s+(?:19|20)\d{2})?|(?:${WEEKDAYS})|(?:19|20)\d{2}-\d{2}-\d{2}|(?:19|20)\d{2})\b`,
  'g',
);
// A number with the word it counts ("30-date", "20 tracks", "€45", "10,000 tickets", "2.5 hours").
const NUMBER = /(?:[€$£]\s?)?\b\d[\d,.]*(?:\s?%|(?:[\s-](?:\p{L}+)))?/gu;
// Words too common to be a name when capitalised, and words that start sentences.
const NOT_NAMES = new Set(
  (
    'a an and as at but by for from he her his how i if in into is it its new no of on or our she so that the ' +
    'their then there these they this those to up we what when where which who why will with you your after ' +
    'before first last next here today tomorrow yesterday watch listen read update breaking exclusive ' +
    'announces announced says said'
  ).split(' '),
);
const MONTH_OR_DAY = new RegExp(`^(?:${MONTHS}|${WEEKDAYS})$`, 'i');
const NAME = /\b[A-Z][\p{L}'’.-]*(?:\s+(?:(?:de|van|der|von|of|the|la|le|&)\s+)?[A-Z][\p{L}\d'’.-]*)*/gu;
const PLACE_CUE = /\b(?:in|at|from)\s+$/;
// Unit words after a number that are only grammar ("30 and", "2 of") are dropped from the fact.
const FILLER = new Set(['and', 'or', 'of', 'to', 'in', 'at', 'on', 'for', 'the', 'a', 'with', 'from', 'by']);

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']s\b/g, '')
    .replace(/[^a-z0-9€$£%]+/g, ' ')
    .trim();

/** A unit's singular, so "30 dates" and "30-date" compare equal. */
const singular = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 3 && word.endsWith('s')
      ? word.slice(0, -1)
      : word;

function numbers(text: string): Fact[] {
  const found: Fact[] = [];
  for (const match of text.matchAll(NUMBER)) {
    let raw = match[0].trim().replace(/[.,]+$/, '');
    const parts = raw.split(/[\s-]/);
    const unit = parts.length > 1 ? parts[parts.length - 1]!.toLowerCase() : '';
    if (unit && FILLER.has(unit)) raw = raw.slice(0, raw.length - unit.length - 1);
    // Years are dates, not counts.
    if (/^(?:19|20)\d{2}(?:$|\s)/.test(raw)) continue;
    const digits = raw.replace(/[^\d.€$£%]/g, '').replace(/\.$/, '');
    const word = unit && !FILLER.has(unit) ? singular(unit) : '';
    found.push({ kind: 'number', text: raw, key: `n:${digits}${word ? ` ${word}` : ''}` });
  }
  return found;
}

function dates(text: string): Fact[] {
  return [...text.matchAll(DATE)].map((match) => ({
    kind: 'date' as const,
    text: match[0],
    key: `d:${normalise(match[0]).replace(/(\d+)(?:st|nd|rd|th)\b/g, '$1')}`,
  }));
}

function names(sentence: string): Fact[] {
  const found: Fact[] = [];
  for (const match of sentence.matchAll(NAME)) {
    let words = match[0].replace(/[.'’-]+$/, '').split(/\s+/);
    // Leading words that only start the sentence ("The", "After") are not part of the name.
    while (words.length > 0 && NOT_NAMES.has(words[0]!.toLowerCase())) words = words.slice(1);
    while (words.length > 0 && NOT_NAMES.has(words[words.length - 1]!.toLowerCase()))
      words = words.slice(0, -1);
    if (words.length === 0) continue;
    const text = words.join(' ');
    if (MONTH_OR_DAY.test(text) || /^\d/.test(text)) continue;
    // A single capitalised word opening a sentence is usually just the sentence's first word.
    const atStart = sentence.slice(0, match.index).trim() === '';
    if (words.length === 1 && (atStart || text.length < 3)) continue;
    const place = PLACE_CUE.test(sentence.slice(Math.max(0, match.index - 6), match.index));
    found.push({ kind: place ? 'place' : 'name', text, key: `e:${normalise(text)}` });
  }
  return found;
}

/** Every fact `text` states, once each, in the order it states them. */
export function reportFacts(text: string): Fact[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?:;])\s+|\s+[|–—]\s+/)
    .filter(Boolean);
  const all = [...dates(text), ...numbers(text), ...sentences.flatMap(names)];
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
