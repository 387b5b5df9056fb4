import { daysUntil } from './festival-status';

// A festival's dates as readers see them, in en-US (reading spec), from calendar days (`YYYY-MM-DD`) read in UTC
// so the server and the browser write the same text.

const monthNames = {
  long: new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
} as const;

type MonthStyle = keyof typeof monthNames;

const parts = (date: string, style: MonthStyle) => {
  const at = new Date(`${date}T00:00:00Z`);
  return { year: at.getUTCFullYear(), month: monthNames[style].format(at), day: at.getUTCDate() };
};

/**
 * "July 17–19, 2026", "June 30 – July 2, 2026", "December 30, 2026 – January 1, 2027", or one day
 * ("July 17, 2026"); `short` writes the month as "Jul".
 */
export function formatDateRange(dateStart: string, dateEnd: string, style: MonthStyle = 'long'): string {
  const from = parts(dateStart, style);
  const to = parts(dateEnd, style);
  if (dateStart >= dateEnd) return `${from.month} ${from.day}, ${from.year}`;
  if (from.year !== to.year)
    return `${from.month} ${from.day}, ${from.year} – ${to.month} ${to.day}, ${to.year}`;
  if (from.month !== to.month) return `${from.month} ${from.day} – ${to.month} ${to.day}, ${to.year}`;
  return `${from.month} ${from.day}–${to.day}, ${to.year}`;
}

/** How many days a festival lasts, both ends included. */
export const festivalDays = (dateStart: string, dateEnd: string): number =>
  Math.max(1, daysUntil(dateEnd, dateStart) + 1);

/** "3 days", "1 day". */
export const formatDuration = (dateStart: string, dateEnd: string): string => {
  const days = festivalDays(dateStart, dateEnd);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
};

/** Whether a festival is over: its last day is before today (a festival on its last day is not past). */
export const isPast = (dateEnd: string, today: string): boolean => dateEnd < today;

/** The calendar day after `date`: an all-day event's exclusive end (RFC 5545). */
export function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month filter's label: "2026-07" is "July 2026". */
export const monthLabel = (month: string): string => monthYear.format(new Date(`${month}-01T00:00:00Z`));

const dayDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A schedule day's date: "Friday, July 17, 2026". */
export const formatDayDate = (date: string): string => dayDate.format(new Date(`${date}T00:00:00Z`));
