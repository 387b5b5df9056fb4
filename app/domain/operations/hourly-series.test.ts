import { describe, expect, it } from 'vitest';
import { dailyTotals, hourlySeries, windowStart } from './hourly-series';

describe('hourly series', () => {
  it('starts a window of n hours so that it ends with the hour of `until`', () => {
    expect(windowStart(new Date('2026-11-27T09:42:10Z'), 168).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(windowStart(new Date('2026-11-27T09:00:00Z'), 1).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('has every hour, zero where nothing came, and ignores counts outside the window', () => {
    const series = hourlySeries(new Date('2026-11-27T22:00:00Z'), 4, {
      items: [
        { hour: '2026-11-27T23:00:00Z', count: 7 },
        { hour: '2026-11-28T01:00:00Z', count: 2 },
        { hour: '2026-11-26T01:00:00Z', count: 99 },
      ],
      stories: [{ hour: '2026-11-28T01:00:00Z', count: 1 }],
    });
    expect(series).toEqual([
      { hour: '2026-11-27T22:00:00Z', items: 0, stories: 0 },
      { hour: '2026-11-27T23:00:00Z', items: 7, stories: 0 },
      { hour: '2026-11-28T00:00:00Z', items: 0, stories: 0 },
      { hour: '2026-11-28T01:00:00Z', items: 2, stories: 1 },
    ]);
    expect(dailyTotals(series)).toEqual([
      { day: '2026-11-27', items: 7, stories: 0 },
      { day: '2026-11-28', items: 2, stories: 1 },
    ]);
  });
});
