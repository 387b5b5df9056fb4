// How a source is doing, as the desk shows it: its state, when it is crawled next, and its items per day.
// Pure: the clock comes in as `now`, so the server and the browser render the same words.

/** Days in a source's sparkline: the last four weeks. */
const SPARKLINE_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days (YYYY-MM-DD) of the last `count` days, oldest first, today last. */
export function lastDays(now: Date, count = SPARKLINE_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Items on each of `days` (0 where none), in their order. */
export function dailySeries(counts: { day: string; items: number }[], days: string[]): number[] {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.items]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** What the desk needs to judge a source's health. */
export type HealthFacts = {
  isDemo: boolean;
  isActive: boolean;
  errorCount: number;
  lastCrawledAt: Date | null;
  nextCrawlAt: Date;
};

/**
 * paused: switched off; demo: on, read from a file, never crawled; failing: its last crawl failed
 * (errorCount in a row); new: not crawled yet; healthy: its last crawl worked.
 */
export type HealthState = 'demo' | 'paused' | 'failing' | 'new' | 'healthy';

export function healthState(source: HealthFacts): HealthState {
  if (!source.isActive) return 'paused';
  if (source.isDemo) return 'demo';
  if (source.errorCount > 0) return 'failing';
  return source.lastCrawledAt ? 'healthy' : 'new';
}

const units: [number, string][] = [
  [DAY_MS, 'day'],
  [60 * 60 * 1000, 'hour'],
  [60 * 1000, 'minute'],
];

/** "in 12 minutes", "3 hours ago", "just now". */
export function relativeTime(when: Date, now: Date): string {
  const difference = when.getTime() - now.getTime();
  const distance = Math.abs(difference);
  for (const [size, unit] of units) {
    if (distance >= size) {
      const count = Math.floor(distance / size);
      const amount = `${count} ${unit}${count === 1 ? '' : 's'}`;
      return difference > 0 ? `in ${amount}` : `${amount} ago`;
    }
  }
  return 'just now';
}

/** When the crawler takes the source next, in words. */
export function nextCrawlText(source: HealthFacts, now: Date): string {
  if (!source.isActive) return 'paused';
  if (source.isDemo) return 'never (demo source)';
  if (source.nextCrawlAt.getTime() <= now.getTime()) return 'due now';
  return relativeTime(source.nextCrawlAt, now);
}

/** A sparkline's words, for readers who cannot see it. */
export function seriesSummary(series: number[]): string {
  const total = series.reduce((sum, items) => sum + items, 0);
  if (total === 0) return `No items in the last ${series.length} days`;
  const busiest = Math.max(...series);
  const quiet = series.filter((items) => items === 0).length;
  return `${total} item${total === 1 ? '' : 's'} in the last ${series.length} days: at most ${busiest} a day, ${series.at(-1)} today, ${quiet} day${quiet === 1 ? '' : 's'} without any`;
}

export const sourceFilters = ['all', 'failing', 'inactive'] as const;
export type SourceFilter = (typeof sourceFilters)[number];
export const sourceSorts = ['name', 'errors'] as const;
export type SourceSort = (typeof sourceSorts)[number];

/** The sources a filter shows, by name or with the most errors in a row first. */
export function filterSources<T extends HealthFacts & { name: string }>(
  rows: T[],
  show: SourceFilter,
  sort: SourceSort,
): T[] {
  const shown = rows.filter((row) =>
    show === 'failing' ? healthState(row) === 'failing' : show === 'inactive' ? !row.isActive : true,
  );
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  return shown.sort(sort === 'errors' ? (a, b) => b.errorCount - a.errorCount || byName(a, b) : byName);
}
