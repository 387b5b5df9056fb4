import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDateTimeAnyYear,
  formatLongDate,
  formatPrice,
  formatShortDate,
  formatShowing,
  formatTimeAgo,
} from './format';

describe('format', () => {
  it('renders en-US dates in UTC', () => {
    expect(formatLongDate('2026-03-05T23:30:00Z')).toBe('March 5, 2026');
  });

  it.each([
    [30, 'just now'],
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [7200, '2 hours ago'],
    [86400 * 3, '3 days ago'],
  ])('%i seconds → %s', (seconds, expected) => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(formatTimeAgo(new Date(now.getTime() - seconds * 1000), now)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [279_900, 'USD', '$2,799'],
    [18_900, 'EUR', '€189'],
    [8_950, 'GBP', '£89.50'],
    [18_900, 'eur', '€189'],
    [9_905, 'USD', '$99.05'],
    [150_000, 'USD', '$1,500'],
  ])('writes %i in %s as %s', (cents, currency, text) => {
    expect(formatPrice(cents, currency)).toBe(text);
  });

  it('shows a code Intl would refuse beside the amount instead of failing', () => {
    expect(formatPrice(18_950, 'euro')).toBe('189.50 euro');
    expect(formatPrice(100, '')).toBe('1');
  });
});

describe('dates formatted again', () => {
  it('are written for their own UTC day and minute, whatever was written before', () => {
    expect(formatLongDate('2026-11-24T23:59:59Z')).toBe('November 24, 2026');
    expect(formatLongDate('2026-11-25T00:00:00Z')).toBe('November 25, 2026');
    expect(formatLongDate(new Date('2026-11-24T00:00:01Z'))).toBe('November 24, 2026');
    expect(formatShortDate('1969-12-31T23:00:00Z')).toBe('Dec 31, 1969');
    expect(formatDateTime('2026-11-24T06:40:59Z')).toBe('Nov 24, 06:40 UTC');
    expect(formatDateTime('2026-11-24T06:41:00Z')).toBe('Nov 24, 06:41 UTC');
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});

describe('formatShowing', () => {
  it.each([
    [1, 1, 'Showing 1 festival'],
    [0, 1, 'Showing 0 of 1 festival'],
    [10, 10, 'Showing 10 of 10 festivals'],
    [12, 1_040, 'Showing 12 of 1,040 festivals'],
  ])('%i of %i reads "%s"', (shown, total, text) => {
    expect(formatShowing(shown, total, 'festival', 'festivals')).toBe(text);
  });
});

describe('formatDateTimeAnyYear', () => {
  it('names the year of a time from another year, and leaves this year’s as formatDateTime does', () => {
    expect(formatDateTimeAnyYear('2016-09-07T10:05:00Z')).toBe('Sep 7, 2016, 10:05 UTC');
    const thisYear = `${new Date().getUTCFullYear()}-03-01T08:00:00Z`;
    expect(formatDateTimeAnyYear(thisYear)).toBe(formatDateTime(thisYear));
  });
});
