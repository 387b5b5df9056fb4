import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTERVAL_MS,
  itemsPerWeek,
  MAX_INTERVAL_MS,
  MIN_INTERVAL_MS,
  nextCrawlDelayMs,
} from './schedule';

const minutes = (ms: number) => ms / 60_000;

describe('nextCrawlDelayMs', () => {
  it('waits 30 minutes while the rate is unknown', () => {
    expect(nextCrawlDelayMs({ itemsPerWeek: 0, errorCount: 0 })).toBe(DEFAULT_INTERVAL_MS);
  });

  it.each([
    [10_000, MIN_INTERVAL_MS], // a firehose is still polled at most every 5 minutes
    [168, 30 * 60_000], // one item an hour: every 30 minutes
    [7, 12 * 60 * 60_000], // one a day: twice a day
    [0.5, MAX_INTERVAL_MS], // a quiet feed: once a day
  ])('%s items a week → every %s ms', (rate, expected) => {
    expect(nextCrawlDelayMs({ itemsPerWeek: rate, errorCount: 0 })).toBe(expected);
  });

  it('backs off exponentially with jitter on errors, up to a day, never giving up', () => {
    const mid = () => 0.5;
    expect(minutes(nextCrawlDelayMs({ itemsPerWeek: 1000, errorCount: 1 }, mid))).toBe(30);
    expect(minutes(nextCrawlDelayMs({ itemsPerWeek: 1000, errorCount: 2 }, mid))).toBe(60);
    expect(minutes(nextCrawlDelayMs({ itemsPerWeek: 1000, errorCount: 4 }, mid))).toBe(240);
    expect(nextCrawlDelayMs({ itemsPerWeek: 1000, errorCount: 50 }, mid)).toBe(MAX_INTERVAL_MS);
    expect(minutes(nextCrawlDelayMs({ itemsPerWeek: 0, errorCount: 1 }, () => 0))).toBe(24);
    expect(minutes(nextCrawlDelayMs({ itemsPerWeek: 0, errorCount: 1 }, () => 1))).toBe(36);
  });

  it('honours a longer Retry-After', () => {
    expect(
      nextCrawlDelayMs({ itemsPerWeek: 1000, errorCount: 1, retryAfterMs: 2 * 3_600_000 }, () => 0.5),
    ).toBe(2 * 3_600_000);
  });
});

describe('itemsPerWeek', () => {
  it('measures the recent publishing rate', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const daily = Array.from({ length: 14 }, (_, i) => new Date(now.getTime() - (i + 1) * 86_400_000));
    expect(itemsPerWeek(daily, now)).toBe(7);
    expect(itemsPerWeek([], now)).toBe(0);
    expect(itemsPerWeek([new Date('2020-01-01')], now)).toBe(0);
  });
});
