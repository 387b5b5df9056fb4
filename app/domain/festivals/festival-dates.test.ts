import { describe, expect, it } from 'vitest';
import {
  festivalDays,
  formatDateRange,
  formatDayDate,
  formatDuration,
  isPast,
  monthLabel,
  nextDay,
} from './festival-dates';

describe('formatDateRange', () => {
  it.each([
    ['2026-07-17', '2026-07-19', 'long', 'July 17–19, 2026'],
    ['2026-07-17', '2026-07-19', 'short', 'Jul 17–19, 2026'],
    ['2026-06-30', '2026-07-02', 'long', 'June 30 – July 2, 2026'],
    ['2026-12-30', '2027-01-01', 'short', 'Dec 30, 2026 – Jan 1, 2027'],
    ['2026-07-17', '2026-07-17', 'long', 'July 17, 2026'],
  ] as const)('writes %s to %s (%s) as %s', (start, end, style, text) => {
    expect(formatDateRange(start, end, style)).toBe(text);
  });
});

describe('festival days', () => {
  it('counts both ends, across months and a daylight-saving change', () => {
    expect(festivalDays('2026-07-17', '2026-07-19')).toBe(3);
    expect(festivalDays('2026-10-24', '2026-10-26')).toBe(3);
    expect(festivalDays('2026-07-17', '2026-07-17')).toBe(1);
    expect(formatDuration('2026-07-17', '2026-07-17')).toBe('1 day');
    expect(formatDuration('2026-06-30', '2026-07-02')).toBe('3 days');
  });

  it('calls a festival past only after its last day', () => {
    expect(isPast('2026-07-19', '2026-07-19')).toBe(false);
    expect(isPast('2026-07-19', '2026-07-20')).toBe(true);
  });

  it('gives the exclusive end of an all-day event, across a month and a year', () => {
    expect(nextDay('2026-07-19')).toBe('2026-07-20');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('labels months and schedule days in en-US', () => {
    expect(monthLabel('2026-07')).toBe('July 2026');
    expect(formatDayDate('2026-07-17')).toBe('Friday, July 17, 2026');
  });
});
