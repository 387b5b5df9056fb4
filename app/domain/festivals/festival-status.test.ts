import { describe, expect, it } from 'vitest';
import { calendarDay, daysUntil, festivalPhase } from './festival-status';

describe('festivalPhase', () => {
  it.each([
    ['2026-07-01', '2026-07-03', '2026-06-30', 'upcoming'],
    ['2026-07-01', '2026-07-03', '2026-07-01', 'happening'],
    ['2026-07-01', '2026-07-03', '2026-07-02', 'happening'],
    ['2026-07-01', '2026-07-03', '2026-07-03', 'happening'],
    ['2026-07-01', '2026-07-03', '2026-07-04', 'ended'],
    ['2026-12-31', '2027-01-02', '2027-01-01', 'happening'],
  ])('from %s to %s on %s is %s', (start, end, today, phase) => {
    expect(festivalPhase(start, end, today)).toBe(phase);
  });
});

describe('daysUntil', () => {
  it('counts calendar days, across a month and a daylight-saving change alike', () => {
    expect(daysUntil('2026-11-01', '2026-10-24')).toBe(8);
    expect(daysUntil('2026-07-01', '2026-07-01')).toBe(0);
    expect(daysUntil('2026-06-30', '2026-07-01')).toBe(-1);
  });

  it('takes today in UTC', () => {
    expect(calendarDay(new Date('2026-07-01T23:30:00-02:00'))).toBe('2026-07-02');
  });
});
