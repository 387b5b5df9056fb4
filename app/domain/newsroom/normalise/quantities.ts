import { MULTIPLIER_WORDS } from './other-languages';

// Quantities in a report's text, read one way however they are written: "18%", "18 per cent" and "eighteen
// percent" are one share; "40C", "40 degrees" and "104F" one temperature; "$1.4m", "$1.4 million" and "1.4
// million dollars" one amount (decision 035). Used by anchors.ts, token by token.

/** A token as quantities read it: its text and its lower case. */
type Word = { text: string; lower: string };

export const NUMBER_WORDS = new Map(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, index): [string, number] => [word, index + 1])
    .concat([
      ['thirty', 30],
      ['forty', 40],
      ['fifty', 50],
      ['sixty', 60],
      ['hundred', 100],
      ['thousand', 1000],
      ['million', 1_000_000],
      ['billion', 1_000_000_000],
    ]),
);
/** Ordinal words count as their number: "fifth year", "five years", "5th". "First" and "second" say little. */
export const ORDINAL_WORDS = new Map(
  'third fourth fifth sixth seventh eighth ninth tenth'
    .split(' ')
    .map((word, index): [string, number] => [word, index + 3])
    .concat([
      ['twentieth', 20],
      ['thirtieth', 30],
      ['fortieth', 40],
      ['fiftieth', 50],
    ]),
);
/** Words after a number that multiply it: "1.4 million", "three hundred thousand". */
const MULTIPLIERS = new Map([
  ['thousand', 1000],
  ['million', 1_000_000],
  ['billion', 1_000_000_000],
  ['bn', 1_000_000_000],
  // "Two decades" is the 20 years another report counts.
  ['decades', 10],
  ...MULTIPLIER_WORDS,
]);
/** Currencies written after the amount: "1,499 dollars". */
const CURRENCIES = new Set(['dollars', 'euros', 'pounds', 'usd', 'eur', 'gbp', 'yen', 'francs', 'quid']);

/** What a number measures. */
export const Measure = { plain: 0, amount: 1, percent: 2, celsius: 3, fahrenheit: 4 } as const;
export type Measure = (typeof Measure)[keyof typeof Measure];

/** Whether a number token begins with a currency: "€65", "$1.4m", "C$310", "¥1,480". */
export function isCurrency(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === 8364 || first === 36 || first === 163 || first === 165) return true;
  return first >= 65 && first <= 90 && (text.charCodeAt(1) === 36 || text.charCodeAt(2) === 36);
}

/** A number written one way: "8,000" → 8000, "€9.99" → 9.99, "21st" → 21; NaN when it is not one. */
export function numberOf(lower: string): number {
  const digits = lower.replace(/^[^\d]+/u, '').replace(/[^\d]+$/u, '');
  // "8,000" and "1.200" group thousands; "10.1" and "9.99" have decimals.
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(digits) && !/^\d\.\d{3}$/.test(digits);
  return Number(grouped ? digits.replace(/[.,]/g, '') : digits.replace(',', '.'));
}

/** A quantity read from the text: what it measures (temperatures in degrees Celsius), and its last token. */
export type Quantity = { measure: Measure; value: number; last: number };

/**
 * The quantity of the number token at `at`, with the unit written on it ("18%", "40C", "104°F", "£1.4m",
 * "$12k") or in the words after it (see `withUnitAfter`); NaN as value when it is no number.
 */
export function readNumber(all: Word[], at: number): Quantity {
  const { text, lower } = all[at]!;
  let value = numberOf(lower);
  let measure: Measure = isCurrency(text) ? Measure.amount : Measure.plain;
  const last = lower.charCodeAt(lower.length - 1);
  if (last === 37) measure = Measure.percent;
  else if (last === 99 || last === 176) measure = Measure.celsius;
  else if (last === 102) measure = Measure.fahrenheit;
  // Products of a float and a power of ten are rounded: 1.4 × 1,000,000 is 1399999.9999999998.
  else if (last === 109 || last === 107 || lower.endsWith('bn'))
    value = Math.round(value * (last === 107 ? 1000 : last === 109 ? 1_000_000 : 1_000_000_000));
  return withUnitAfter(all, at, value, measure);
}

/**
 * A number written in words, from token `at`: "eight", "forty-five", "three hundred thousand", "twelve
 * million", with the unit in the words after it.
 */
export function readNumberInWords(all: Word[], at: number): Quantity {
  let total = 0;
  let current = 0;
  let last = at;
  for (let i = at; i < all.length; i++) {
    const lower = all[i]!.lower;
    const number = NUMBER_WORDS.get(lower);
    if (number === undefined) {
      // "forty-five", "three hundred and fifty"; not "one and two".
      const joins = lower === '-' ? current >= 20 && current % 10 === 0 : lower === 'and' && current >= 100;
      if (joins && NUMBER_WORDS.has(all[i + 1]?.lower ?? '')) continue;
      break;
    }
    if (number === 100) current = (current || 1) * 100;
    else if (number >= 1000) {
      total += (current || 1) * number;
      current = 0;
    } else current += number;
    last = i;
  }
  return withUnitAfter(all, last, total + current, Measure.plain);
}

/** Reads the words after a number: a multiplier ("million"), a currency ("dollars"), "per cent", "degrees". */
function withUnitAfter(all: Word[], at: number, start: number, measureOn: Measure): Quantity {
  let value = start;
  let measure = measureOn;
  let last = at;
  const multiplier = MULTIPLIERS.get(all[last + 1]?.lower ?? '');
  if (multiplier !== undefined) {
    value = Math.round(value * multiplier);
    last++;
  }
  const next = all[last + 1]?.lower;
  if (next !== undefined && (measure === Measure.plain || measure === Measure.amount)) {
    if (CURRENCIES.has(next)) {
      measure = Measure.amount;
      last++;
    } else if (
      measure === Measure.plain &&
      (next === 'percent' || (next === 'per' && all[last + 2]?.lower === 'cent'))
    ) {
      measure = Measure.percent;
      last += next === 'per' ? 2 : 1;
    } else if (measure === Measure.plain && next === 'degrees') {
      measure = all[last + 2]?.lower === 'fahrenheit' ? Measure.fahrenheit : Measure.celsius;
      last++;
    }
  }
  if (measure === Measure.fahrenheit)
    return { measure: Measure.celsius, value: Math.round(((value - 32) * 5) / 9), last };
  if (measure === Measure.celsius) value = Math.round(value);
  return { measure, value, last };
}
