import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  filterSources,
  healthState,
  lastDays,
  nextCrawlText,
  relativeTime,
  seriesSummary,
} from './source-health';

const now = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const source = (facts: Partial<Parameters<typeof healthState>[0] & { name: string }> = {}) => ({
  name: 'Source',
  isDemo: false,
  isActive: true,
  errorCount: 0,
  lastCrawledAt: minutes(-10),
  nextCrawlAt: minutes(20),
  ...facts,
});

describe('items per day', () => {
  it('covers the last 28 UTC days, today last, across a month end', () => {
    const days = lastDays(new Date('2026-12-01T00:30:00+01:00'));
    expect(days).toHaveLength(28);
    expect(days.at(-1)).toBe('2026-11-30');
    expect(days[0]).toBe('2026-11-03');
    expect(lastDays(now, 3)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('puts each count on its day and zero elsewhere, ignoring days outside the window', () => {
    const days = lastDays(now, 4);
    expect(
      dailySeries(
        [
          { day: '2026-11-24', items: 3 },
          { day: '2026-11-22', items: 1 },
          { day: '2026-10-01', items: 9 },
        ],
        days,
      ),
    ).toEqual([0, 1, 0, 3]);
  });

  it('says in words what the sparkline draws', () => {
    expect(seriesSummary([0, 0, 0])).toBe('No items in the last 3 days');
    expect(seriesSummary([2, 0, 5, 1])).toBe(
      '8 items in the last 4 days: at most 5 a day, 1 today, 1 day without any',
    );
  });
});

describe('health', () => {
  it.each([
    [source({ isDemo: true }), 'demo'],
    // A demo source switched off is paused, as any other.
    [source({ isDemo: true, isActive: false }), 'paused'],
    [source({ isActive: false, errorCount: 3 }), 'paused'],
    [source({ errorCount: 1 }), 'failing'],
    [source({ lastCrawledAt: null }), 'new'],
    [source(), 'healthy'],
  ])('%o is %s', (facts, state) => {
    expect(healthState(facts)).toBe(state);
  });

  it('says when the next crawl comes', () => {
    expect(nextCrawlText(source(), now)).toBe('in 20 minutes');
    expect(nextCrawlText(source({ nextCrawlAt: minutes(-1) }), now)).toBe('due now');
    expect(nextCrawlText(source({ isActive: false }), now)).toBe('paused');
    expect(nextCrawlText(source({ isDemo: true }), now)).toBe('never (demo source)');
    expect(nextCrawlText(source({ isDemo: true, isActive: false }), now)).toBe('paused');
  });

  it('speaks of times before and after now', () => {
    expect(relativeTime(minutes(-0.5), now)).toBe('just now');
    expect(relativeTime(minutes(-1), now)).toBe('1 minute ago');
    expect(relativeTime(minutes(-150), now)).toBe('2 hours ago');
    expect(relativeTime(minutes(3 * 24 * 60), now)).toBe('in 3 days');
  });

  it('filters the failing or inactive sources and sorts by errors in a row', () => {
    const rows = [
      source({ name: 'b', errorCount: 2 }),
      source({ name: 'a' }),
      source({ name: 'c', errorCount: 5 }),
      source({ name: 'd', isActive: false, errorCount: 9 }),
    ];
    expect(filterSources(rows, 'all', 'name').map((row) => row.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterSources(rows, 'failing', 'errors').map((row) => row.name)).toEqual(['c', 'b']);
    expect(filterSources(rows, 'inactive', 'name').map((row) => row.name)).toEqual(['d']);
    expect(filterSources(rows, 'all', 'errors').map((row) => row.name)).toEqual(['d', 'c', 'b', 'a']);
  });
});
