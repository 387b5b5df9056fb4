import { nextCrawlDelayMs } from './schedule';

/** What a crawl leaves on its source: validators, last status and error, rate, and when to crawl it next. */
export type CrawlState = {
  status: number | null;
  /** Where the feed moved permanently, when it did. */
  url?: string;
  /** `undefined` keeps the stored validator; `null` clears it. */
  etag?: string | null;
  lastModified?: string | null;
  siteUrl?: string;
  itemsPerWeek: number;
  error?: string;
  errorCount: number;
  nextCrawlAt: Date;
};

/** The part of a source's stored state its next crawl time depends on. */
export type ScheduledSource = { itemsPerWeek: number; errorCount: number };

/** A crawl that worked: errors forgotten, next crawl by the feed's rate. */
export function healthyState(
  now: Date,
  perWeek: number,
  answer: Pick<CrawlState, 'status' | 'url' | 'etag' | 'lastModified' | 'siteUrl'>,
): CrawlState {
  return {
    ...answer,
    itemsPerWeek: perWeek,
    errorCount: 0,
    nextCrawlAt: new Date(now.getTime() + nextCrawlDelayMs({ itemsPerWeek: perWeek, errorCount: 0 })),
  };
}

/** The crawl state of a source whose crawl failed: one more error, and the back-off that follows. */
export function failedState(
  source: ScheduledSource,
  now: Date,
  error: string,
  status: number | null,
  retryAfterMs?: number,
): CrawlState {
  const errorCount = source.errorCount + 1;
  const delay = nextCrawlDelayMs({ itemsPerWeek: source.itemsPerWeek, errorCount, retryAfterMs });
  return {
    status,
    itemsPerWeek: source.itemsPerWeek,
    error,
    errorCount,
    nextCrawlAt: new Date(now.getTime() + delay),
  };
}
