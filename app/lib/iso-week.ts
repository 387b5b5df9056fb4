import { instantsAt, wallTimeIn } from './zoned-time';

// ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday) on a time zone's calendar, so a
// week ends at midnight in Berlin and not in Greenwich. Pure.

export type IsoWeek = { year: number; week: number };

const DAY_MS = 86_400_000;

/** The ISO week of a calendar date (month 1 is January). */
function isoWeekOfDate(year: number, month: number, day: number): IsoWeek {
  const date = Date.UTC(year, month - 1, day);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The Thursday of the same week decides the year; its day of the year decides the week.
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
  return { year: weekYear, week };
}

/** The ISO week an instant falls in, on the calendar of `timeZone`. */
export function isoWeekIn(timeZone: string, instant: Date | number): IsoWeek {
  const wall = wallTimeIn(timeZone, instant);
  return isoWeekOfDate(wall.year, wall.month, wall.day);
}

/** "2026-W48", the form charts' `period` and the digest's edition use. */
export const isoWeekLabel = ({ year, week }: IsoWeek) => `${year}-W${String(week).padStart(2, '0')}`;

/**
 * The instant a weekday of an ISO week begins, or reaches the given hour, on the clocks of `timeZone`
 * (`weekday` 1 is Monday … 7 Sunday). A time the clocks skip becomes the first moment after the jump.
 */
export function isoWeekMoment(
  timeZone: string,
  { year, week }: IsoWeek,
  { weekday = 1, hour = 0 }: { weekday?: number; hour?: number } = {},
): Date {
  const january4 = Date.UTC(year, 0, 4);
  const monday = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY_MS;
  const date = new Date(monday + ((week - 1) * 7 + weekday - 1) * DAY_MS);
  const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  for (let h = hour; h < 24; h++) {
    const [first] = instantsAt(timeZone, { ...wall, hour: h, minute: 0 });
    if (first !== undefined) return new Date(first);
  }
  throw new Error(`No ${hour}:00 in ${timeZone} on ${JSON.stringify(wall)}`);
}
