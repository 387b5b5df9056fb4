import { rememberAnswers } from './remember-answers';

/** en-US dates, as the reading spec asks, fixed to UTC so server and browser render the same text. */
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const number = new Intl.NumberFormat('en-US');

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * A formatter that remembers what it wrote for the last days (or minutes) it showed: a page formats the same few
 * dates over and over, and Intl's formatting was a few per cent of a page rendered afresh. An invalid date
 * throws each time, as Intl does.
 */
function remembered(unitMs: number, format: (time: number) => string): (value: Date | string) => string {
  const byUnit = rememberAnswers((unit: number) => format(unit * unitMs), 2_048);
  return (value) => byUnit(Math.floor(new Date(value).getTime() / unitMs));
}

export const formatLongDate = remembered(DAY_MS, (time) => longDate.format(time));
export const formatShortDate = remembered(DAY_MS, (time) => shortDate.format(time));
/** Remembered as dates are: a page shows the same counts again and again, and Intl formats each slowly. */
export const formatNumber = rememberAnswers(
  // A Map holds 0 and -0 as one key: both are remembered as 0's text.
  (value: number) => number.format(value === 0 ? 0 : value),
  2_048,
);

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function formatTimeAgo(value: Date | string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

const prices = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string, withCents: boolean): Intl.NumberFormat {
  const key = `${currency}:${withCents}`;
  let format = prices.get(key);
  if (!format) {
    const digits = withCents ? 2 : 0;
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    prices.set(key, format);
  }
  return format;
}

/**
 * A price in a currency's minor units (cents), in the currency it was stored in, as en-US readers write it:
 * "$1,099", "€189", "£89.50" (whole amounts without cents, others with both digits). A stored code Intl does
 * not take (not three letters) is shown beside the amount rather than breaking the page.
 */
export function formatPrice(cents: number, currency = 'USD'): string {
  const code = currency.trim().toUpperCase();
  const whole = cents % 100 === 0;
  if (/^[A-Z]{3}$/.test(code)) return priceFormat(code, !whole).format(cents / 100);
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2 });
  return `${amount} ${currency.trim()}`.trim();
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "Nov 24, 06:40 UTC": a time of day readers can compare across sources, fixed to UTC like the dates. */
export const formatDateTime = remembered(MINUTE_MS, (time) => `${dateTime.format(time)} UTC`);

const dateTimeWithYear = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * As `formatDateTime`, with the year when it is not this year's ("Jul 16, 2025, 17:45 UTC"): a story's timeline
 * may hold reports of an earlier year, and "Jul 16" alone would read as this July.
 */
const formatDateTimeWithYear = remembered(MINUTE_MS, (time) => formatFullDateTime(time));

/** "Nov 27, 2026, 09:00 UTC": a time with its year, on the one clock (UTC) every reader and editor shares. */
export const formatFullDateTime = (time: Date | string | number) =>
  `${dateTimeWithYear.format(new Date(time))} UTC`;

export function formatDateTimeAnyYear(time: string | Date): string {
  return new Date(time).getUTCFullYear() === new Date().getUTCFullYear()
    ? formatDateTime(time)
    : formatDateTimeWithYear(time);
}

/**
 * "Showing 12 of 40 releases", and for a list of one "Showing 1 release" (never "1 of 1 releases"). `one` and
 * `many` are the noun in the singular and the plural, as the count needs it.
 */
export function formatShowing(shown: number, total: number, one: string, many: string): string {
  if (shown === total && total === 1) return `Showing 1 ${one}`;
  return `Showing ${formatNumber(shown)} of ${formatNumber(total)} ${total === 1 ? one : many}`;
}
