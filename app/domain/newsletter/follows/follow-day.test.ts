import { describe, expect, it } from 'vitest';
import { roundUpsDueBefore } from './follow-day';

describe('the follow alerts calendar', () => {
  it.each([
    // 06:59 in Berlin: yesterday's round-up waits for the morning, so only the days before it are due.
    ['2026-11-25T05:59:00Z', '2026-11-24'],
    // 07:00 in Berlin: yesterday's is due.
    ['2026-11-25T06:00:00Z', '2026-11-25'],
    ['2026-07-11T05:00:00Z', '2026-07-11'],
    ['2026-07-11T04:59:00Z', '2026-07-10'],
    // Across the month and year.
    ['2027-01-01T05:00:00Z', '2026-12-31'],
  ])('at %s round-ups of days before %s are due', (at, day) => {
    expect(roundUpsDueBefore(new Date(at))).toBe(day);
  });
});
