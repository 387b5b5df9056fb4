import { numberOf } from './quantities';
import type { Token } from './lead-tokens';
import { DAY_JOINERS as OTHER_DAY_JOINERS, MONTH_NAMES, WEEKDAY_NAMES } from './other-languages';

// The calendar of a lead: months, weekdays, and the dates a day beside a month makes ("12 and 13 June", "June
// 12-13", "the 27th of June"), read before anything else so that their days are not taken for counts.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const MONTH_OF = new Map<string, number>([
  ...MONTHS.map((month, index): [string, number] => [month, index + 1]),
  ...MONTHS.filter((month) => month !== 'may').map((month, index): [string, number] => [
    month.slice(0, 3),
    index + (index >= 4 ? 2 : 1),
  ]),
  ['sept', 9],
  // The other languages' months (other-languages.ts): "16. Juli", "16 luglio", "12 al 14 de junio".
  ...MONTH_NAMES.flatMap((names) => names.map((month, index): [string, number] => [month, index + 1])),
  // Austria's January, kept out of the German list, where it would move every later month by one.
  ['jänner', 1],
  ['janner', 1],
  ['aout', 8],
  ['marco', 3],
]);
const ENGLISH_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Weekdays, and their plurals ("takes Sundays"). */
export const WEEKDAYS = new Map([
  ...ENGLISH_WEEKDAYS.flatMap((day) => [[day, day] as const, [`${day}s`, day] as const]),
  // Other languages' weekdays are the English one: "Mittwoch" and "mercoledì" are Wednesday.
  ...WEEKDAY_NAMES.flatMap((names) => names.map((day, index) => [day, ENGLISH_WEEKDAYS[index]!] as const)),
]);
/** Parts of a day German and Dutch write after a weekday in one word ("Mittwochabend", "zaterdagavond"). */
const PARTS_OF_DAY = [
  'abend',
  'nacht',
  'morgen',
  'mittag',
  'nachmittag',
  'vormittag',
  'avond',
  'middag',
  'ochtend',
];
/** The weekday of a German or Dutch compound of a weekday and a part of the day, or undefined. */
export function weekdayOfCompound(word: string): string | undefined {
  for (const part of PARTS_OF_DAY)
    if (word.length > part.length && word.endsWith(part)) {
      const day = WEEKDAYS.get(word.slice(0, -part.length));
      if (day !== undefined) return day;
    }
  return undefined;
}

/** Words between the days of one date ("12 and 13 June", "10 to 12 July", "the 27th of June"). */
const DAY_JOINERS = new Set([
  'and',
  'to',
  '-',
  '–',
  ',',
  '&',
  'until',
  'through',
  'or',
  'of',
  ...OTHER_DAY_JOINERS,
]);
const isDay = (token: Token) => token.digit && /^\d{1,2}(st|nd|rd|th)?$/u.test(token.lower);

/**
 * Whether a month's word is one here: "may" only capitalised (May), "mars" only in lower case (French writes
 * its months so; "Mars" is a planet or a name).
 */
export const isMonth = (token: { lower: string; capital: boolean }) =>
  token.lower === 'may' ? token.capital : token.lower === 'mars' ? !token.capital : MONTH_OF.has(token.lower);

/** The year written after a month, past its days and other months: "January to July 2028", "12-13 June, 2027". */
function yearAfter(all: Token[], month: number): number | undefined {
  for (let j = month + 1; j < all.length && j <= month + 8; j++) {
    const token = all[j]!;
    if (token.digit && /^\d{4}$/u.test(token.lower)) {
      const year = Number(token.lower);
      return year >= 1950 && year <= 2099 ? year : undefined;
    }
    if (!isDay(token) && !DAY_JOINERS.has(token.lower) && !MONTH_OF.has(token.lower)) return undefined;
  }
  return undefined;
}

/**
 * The dates of a lead (as "month-day"), the months it names with the year written after them, and which tokens
 * were the days of a date. A day beside a month, either side and through joiners, is a date.
 */
export function readDates(all: Token[]): {
  dates: string[];
  months: [month: number, year: number | undefined][];
  datedDays: Set<number>;
} {
  const dates: string[] = [];
  const months: [number, number | undefined][] = [];
  const datedDays = new Set<number>();
  for (let i = 0; i < all.length; i++) {
    const month = MONTH_OF.get(all[i]!.lower);
    if (month === undefined || !isMonth(all[i]!)) continue;
    let days = 0;
    for (const step of [-1, 1])
      for (let j = i + step; j >= 0 && j < all.length; j += step) {
        const token = all[j]!;
        if (isDay(token) && numberOf(token.lower) <= 31) {
          dates.push(`${month}-${numberOf(token.lower)}`);
          datedDays.add(j);
          days++;
        } else if (!DAY_JOINERS.has(token.lower)) break;
      }
    // A month alone says little; a lower-case "mar" or "jun" without a day is probably not one.
    if (days > 0 || all[i]!.capital) {
      months.push([month, yearAfter(all, i)]);
    }
  }
  return { dates, months, datedDays };
}
