import type { ActivityHour } from '~/domain/operations/hourly-series';

// Where the dashboard's activity chart draws its marks: items as bars, stories as a line over the same hours,
// one scale for both, a tick at each day's start. Pure, so the server draws the SVG and a test checks it.

export type ChartBox = { width: number; height: number; left: number; bottom: number; top: number };

// The marks only: the axis labels are HTML beside and below the drawing (activity-chart.tsx), so they keep
// their size when a phone scales the drawing down; the bottom leaves room for the day ticks' stubs.
export const activityChartBox: ChartBox = { width: 720, height: 180, left: 0, bottom: 4, top: 8 };

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Fri 27": a UTC day as the chart's axis names it. */
const dayLabel = (instant: Date) => `${weekdays[instant.getUTCDay()]} ${instant.getUTCDate()}`;

/** A scale's top: the largest count rounded up to a figure an axis can show (1, 2, 5, 10, 20, 50 …). */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max)!;
  return step * power;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function activityChartGeometry(series: readonly ActivityHour[], box: ChartBox = activityChartBox) {
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.top - box.bottom;
  const ceiling = niceCeiling(Math.max(0, ...series.map((hour) => Math.max(hour.items, hour.stories))));
  const slot = plotWidth / Math.max(1, series.length);
  const y = (count: number) => round(box.top + plotHeight - (count / ceiling) * plotHeight);
  const bars = series.flatMap((hour, i) =>
    hour.items > 0
      ? [
          {
            x: round(box.left + i * slot),
            y: y(hour.items),
            width: round(Math.max(1, slot - 1)),
            height: round((hour.items / ceiling) * plotHeight),
            hour: hour.hour,
          },
        ]
      : [],
  );
  const line = series
    .map((hour, i) => `${i === 0 ? 'M' : 'L'}${round(box.left + i * slot + slot / 2)} ${y(hour.stories)}`)
    .join(' ');
  const dayTicks = series.flatMap((hour, i) =>
    hour.hour.endsWith('T00:00:00Z')
      ? [{ x: round(box.left + i * slot), label: dayLabel(new Date(hour.hour)) }]
      : [],
  );
  return {
    ceiling,
    baseline: box.top + plotHeight,
    bars,
    line: series.length > 0 ? line : '',
    dayTicks,
  };
}
