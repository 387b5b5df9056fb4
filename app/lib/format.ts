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

export const formatLongDate = (value: Date | string) => longDate.format(new Date(value));
export const formatShortDate = (value: Date | string) => shortDate.format(new Date(value));
export const formatNumber = (value: number) => number.format(value);

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

/** A price in a currency's minor units (cents), as en-US readers write it: "$1,099" or "$89.50". */
export function formatPrice(cents: number, currency = 'USD'): string {
  let format = prices.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0 });
    prices.set(currency, format);
  }
  return format.format(cents / 100);
}
