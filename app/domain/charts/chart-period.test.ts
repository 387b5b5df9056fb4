import { describe, expect, it } from 'vitest';
import { newestPeriodsFirst, periodLabel, previousPeriod } from './chart-period';

describe('periodLabel', () => {
  it('names weeks and months as readers say them', () => {
    expect(periodLabel('2026-W47')).toBe('Week 47, 2026');
    expect(periodLabel('2026-W01')).toBe('Week 1, 2026');
    expect(periodLabel('2026-11')).toBe('November 2026');
    expect(periodLabel('2027-01')).toBe('January 2027');
  });

  it('shows any other period as it is stored, impossible weeks and months included', () => {
    expect(periodLabel('Summer 2026')).toBe('Summer 2026');
    expect(periodLabel('2026-13')).toBe('2026-13');
    expect(periodLabel('2025-W53')).toBe('2025-W53');
    expect(periodLabel('2026-W53')).toBe('Week 53, 2026');
  });
});

describe('previousPeriod', () => {
  it('is the week before, across the turn of the year into a 52- or 53-week year', () => {
    expect(previousPeriod('2026-W47')).toBe('2026-W46');
    expect(previousPeriod('2026-W10')).toBe('2026-W09');
    // 2026 has 53 ISO weeks (1 January 2026 is a Thursday), 2025 has 52.
    expect(previousPeriod('2027-W01')).toBe('2026-W53');
    expect(previousPeriod('2026-W01')).toBe('2025-W52');
    // 2020 is a leap year that starts on a Wednesday: 53 weeks.
    expect(previousPeriod('2021-W01')).toBe('2020-W53');
  });

  it('is the month before, December for January', () => {
    expect(previousPeriod('2026-11')).toBe('2026-10');
    expect(previousPeriod('2026-01')).toBe('2025-12');
  });

  it('is unknown for a period in another form', () => {
    expect(previousPeriod('Summer 2026')).toBeNull();
    expect(previousPeriod('2026-00')).toBeNull();
  });
});

describe('newestPeriodsFirst', () => {
  it('orders weeks and months by when they begin, unknown forms last', () => {
    expect(
      newestPeriodsFirst([
        '2026-10',
        'Summer 2026',
        '2026-W45',
        '2025-W52',
        '2026-11',
        '2026-W47',
        'Archive',
      ]),
    ).toEqual(['2026-W47', '2026-W45', '2026-11', '2026-10', '2025-W52', 'Summer 2026', 'Archive']);
  });
});
