const MINUTE = 60_000;
export const MIN_INTERVAL_MS = 5 * MINUTE;
export const MAX_INTERVAL_MS = 24 * 60 * MINUTE;
export const DEFAULT_INTERVAL_MS = 30 * MINUTE;
const WEEK_MS = 7 * 24 * 60 * MINUTE;

export type CrawlOutcome = {
  /** Items the source published per week, measured over its recent items; 0 when unknown. */
  itemsPerWeek: number;
  /** Consecutive failed crawls, this one included. */
  errorCount: number;
  /** A wait the server asked for (429/503 Retry-After), in milliseconds. */
  retryAfterMs?: number;
};

/**
 * When to crawl a source next. Busy feeds are checked more often: about twice per expected new item,
 * between 5 minutes and 24 hours, 30 minutes while the rate is unknown. Failures back off exponentially
 * from 30 minutes with ±20% jitter up to 24 hours, and a source is never abandoned.
 */
export function nextCrawlDelayMs(outcome: CrawlOutcome, random: () => number = Math.random): number {
  if (outcome.errorCount > 0) {
    const backoff = Math.min(
      MAX_INTERVAL_MS,
      DEFAULT_INTERVAL_MS * 2 ** Math.min(outcome.errorCount - 1, 10),
    );
    const jittered = backoff * (0.8 + 0.4 * random());
    return Math.round(Math.min(MAX_INTERVAL_MS, Math.max(jittered, outcome.retryAfterMs ?? 0)));
  }
  const base = outcome.itemsPerWeek > 0 ? WEEK_MS / outcome.itemsPerWeek / 2 : DEFAULT_INTERVAL_MS;
  const interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, base));
  return Math.round(Math.max(interval, outcome.retryAfterMs ?? 0));
}

/** Items per week from the publication times of a source's recent items (at most the last 4 weeks). */
export function itemsPerWeek(publishedAt: Date[], now: Date): number {
  const since = now.getTime() - 4 * WEEK_MS;
  const recent = publishedAt
    .map((date) => date.getTime())
    .filter((time) => time >= since && time <= now.getTime());
  if (recent.length < 2) return recent.length;
  const span = Math.max(now.getTime() - Math.min(...recent), 24 * 60 * MINUTE);
  return Number(((recent.length / span) * WEEK_MS).toFixed(2));
}
