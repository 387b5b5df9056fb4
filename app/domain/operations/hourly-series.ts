// Hour-by-hour counts as the dashboard's chart draws them: every hour of the window, empty hours as zero. Pure.

const HOUR_MS = 3_600_000;

/** One hour of the window: its start (ISO, UTC) and each series' count. */
export type ActivityHour = { hour: string; items: number; stories: number };

/** The first whole hour of a window of `hours` hours ending with the hour `until` falls in. */
export function windowStart(until: Date, hours: number): Date {
  return new Date(Math.floor(until.getTime() / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS);
}

/**
 * Every hour from `start`, `hours` of them, with the counts found for it (hours keyed as
 * "2026-11-27T09:00:00Z"); counts for hours outside the window are left out.
 */
export function hourlySeries(
  start: Date,
  hours: number,
  counts: { items: { hour: string; count: number }[]; stories: { hour: string; count: number }[] },
): ActivityHour[] {
  const keyOf = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');
  const series = Array.from({ length: hours }, (_, i) => ({
    hour: keyOf(start.getTime() + i * HOUR_MS),
    items: 0,
    stories: 0,
  }));
  const index = new Map(series.map((entry, i) => [entry.hour, i]));
  for (const { hour, count } of counts.items) {
    const at = index.get(hour);
    if (at !== undefined) series[at]!.items += count;
  }
  for (const { hour, count } of counts.stories) {
    const at = index.get(hour);
    if (at !== undefined) series[at]!.stories += count;
  }
  return series;
}

/** The series summed per day (UTC dates), oldest first: the chart's table for readers who cannot see it. */
export function dailyTotals(
  series: readonly ActivityHour[],
): { day: string; items: number; stories: number }[] {
  const days = new Map<string, { day: string; items: number; stories: number }>();
  for (const entry of series) {
    const day = entry.hour.slice(0, 10);
    const total = days.get(day) ?? { day, items: 0, stories: 0 };
    total.items += entry.items;
    total.stories += entry.stories;
    days.set(day, total);
  }
  return [...days.values()];
}
