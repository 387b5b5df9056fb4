import { describe, expect, it } from 'vitest';
import { isoWeekIn, isoWeekLabel, isoWeekMoment } from './iso-week';

const BERLIN = 'Europe/Berlin';

describe('ISO weeks on Berlin clocks', () => {
  it.each([
    ['2026-11-27T12:00:00Z', '2026-W48'],
    ['2026-01-01T12:00:00Z', '2026-W01'], // a Thursday: week 1
    ['2027-01-01T12:00:00Z', '2026-W53'], // a Friday: the last week of 2026, which has 53
    ['2024-12-30T12:00:00Z', '2025-W01'], // a Monday whose Thursday is in 2025
    ['2021-01-03T12:00:00Z', '2020-W53'],
    // Sunday 23:30 UTC is Monday 00:30 in Berlin: already next week there.
    ['2026-11-29T23:30:00Z', '2026-W49'],
    ['2026-11-29T22:30:00Z', '2026-W48'],
  ])('%s is in %s', (instant, label) => {
    expect(isoWeekLabel(isoWeekIn(BERLIN, new Date(instant)))).toBe(label);
  });

  it("finds a week's Monday midnight and Friday 10:00 on Berlin clocks, in either season", () => {
    expect(isoWeekMoment(BERLIN, { year: 2026, week: 48 }).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(isoWeekMoment(BERLIN, { year: 2026, week: 48 }, { weekday: 5, hour: 10 }).toISOString()).toBe(
      '2026-11-27T09:00:00.000Z',
    );
    expect(isoWeekMoment(BERLIN, { year: 2026, week: 27 }, { weekday: 5, hour: 10 }).toISOString()).toBe(
      '2026-07-03T08:00:00.000Z',
    );
    // The Sunday clocks skip 02:00: the first moment after the jump.
    expect(isoWeekMoment(BERLIN, { year: 2026, week: 13 }, { weekday: 7, hour: 2 }).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(isoWeekMoment(BERLIN, { year: 2020, week: 53 }).toISOString()).toBe('2020-12-27T23:00:00.000Z');
  });
});
