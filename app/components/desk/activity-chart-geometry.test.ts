import { describe, expect, it } from 'vitest';
import { hourlySeries } from '~/domain/operations/hourly-series';
import { activityChartGeometry, niceCeiling, type ChartBox } from './activity-chart-geometry';

const box: ChartBox = { width: 148, height: 120, left: 4, bottom: 10, top: 10 };

describe('the activity chart', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [10, 10],
    [11, 20],
    [58, 100],
    [120, 200],
    [4_100, 5_000],
  ])('scales a largest count of %i to %i', (max, ceiling) => {
    expect(niceCeiling(max)).toBe(ceiling);
  });

  it('draws a bar per hour with items, a line through every hour, and a tick at each UTC midnight', () => {
    const series = hourlySeries(new Date('2026-11-26T22:00:00Z'), 48, {
      items: [
        { hour: '2026-11-26T22:00:00Z', count: 10 },
        { hour: '2026-11-27T09:00:00Z', count: 5 },
      ],
      stories: [{ hour: '2026-11-27T09:00:00Z', count: 2 }],
    });
    const geometry = activityChartGeometry(series, box);
    expect(geometry.ceiling).toBe(10);
    expect(geometry.baseline).toBe(110);
    // 144 px for 48 hours: 3 px a slot; the tallest bar fills the 100 px of the plot.
    expect(geometry.bars).toEqual([
      { x: 4, y: 10, width: 2, height: 100, hour: '2026-11-26T22:00:00Z' },
      { x: 37, y: 60, width: 2, height: 50, hour: '2026-11-27T09:00:00Z' },
    ]);
    expect(geometry.line.startsWith('M5.5 110 L8.5 110')).toBe(true);
    expect(geometry.line).toContain('L38.5 90');
    expect(geometry.line.split(/[ML]/).filter(Boolean)).toHaveLength(48);
    expect(geometry.dayTicks).toEqual([
      { x: 10, label: 'Fri 27' },
      { x: 82, label: 'Sat 28' },
    ]);
  });

  it('draws an empty week as a flat line on a scale of one', () => {
    const geometry = activityChartGeometry(
      hourlySeries(new Date('2026-11-20T10:00:00Z'), 168, { items: [], stories: [] }),
      box,
    );
    expect(geometry.ceiling).toBe(1);
    expect(geometry.bars).toEqual([]);
    expect(geometry.dayTicks).toHaveLength(7);
  });
});
