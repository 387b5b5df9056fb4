import { normaliseItem, type NormalisedItem } from '../normalise/normalise-item';
import { defaultParseLimits, parseFeedDocument, type ParseLimits } from '../parse/parse-feed';

/** A fetched feed turned into normalised, fingerprinted items: the CPU-heavy half of crawling a source. */
export type ParsedDocument = {
  siteUrl?: string;
  items: NormalisedItem[];
  /** Publication times of the entries that had a date, for the source's schedule. */
  datedTimes: number[];
  skipped: { index: number; reason: string }[];
  /** Fields dropped from kept entries (links that are not http(s)), with why. */
  dropped: { index: number; reason: string }[];
  /** Older entries beyond FEED_MAX_ITEMS, not read. */
  leftOut: number;
};

export function parseDocument(
  body: string,
  url: string,
  fetchedAt: Date,
  limits: ParseLimits = defaultParseLimits,
): ParsedDocument {
  const parsed = parseFeedDocument(body, url, fetchedAt, limits);
  return {
    siteUrl: parsed.siteUrl,
    items: parsed.items.map(normaliseItem),
    datedTimes: parsed.items.filter((item) => !item.dateMissing).map((item) => item.publishedAt.getTime()),
    skipped: parsed.skipped,
    dropped: parsed.dropped,
    leftOut: parsed.leftOut,
  };
}
