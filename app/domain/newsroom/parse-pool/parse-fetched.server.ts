import type { Logger } from '~/lib/logger.server';
import { parseDocument, type ParsedDocument } from './parse-document';
import type { ParseLimits } from '../parse/parse-feed';
import type { DocumentParser } from './parse-pool';

/** Where fetched feeds are parsed: on the pool's threads, or on the calling thread with these limits. */
export type FeedParsing = {
  /** Parses on worker threads; without it feeds are parsed on the calling thread. */
  parser?: DocumentParser;
  /** FEED_MAX_ITEMS and FEED_ITEM_MAX_CHARS on the calling thread (the pool has its own). */
  parseLimits?: ParseLimits;
  logger: Logger;
};

/**
 * Parses a fetched feed into normalised items. Every entry skipped, field dropped or entry left out is
 * logged with its source; a document that is no feed at all throws a FeedParseError.
 */
export async function parseFetched(
  parsing: FeedParsing,
  fetched: { body: string; finalUrl: string },
  fetchedAt: Date,
  sourceUrl: string,
): Promise<ParsedDocument> {
  const parsed = await (parsing.parser
    ? parsing.parser.parse(fetched.body, fetched.finalUrl, fetchedAt)
    : parseDocument(fetched.body, fetched.finalUrl, fetchedAt, parsing.parseLimits));
  for (const skipped of parsed.skipped)
    parsing.logger.warn(
      { source: sourceUrl, entry: skipped.index, reason: skipped.reason },
      'skipped a bad feed entry',
    );
  for (const dropped of parsed.dropped)
    parsing.logger.warn(
      { source: sourceUrl, entry: dropped.index, reason: dropped.reason },
      'dropped a field of a feed entry',
    );
  if (parsed.leftOut > 0)
    parsing.logger.warn(
      { source: sourceUrl, leftOut: parsed.leftOut, kept: parsed.items.length + parsed.skipped.length },
      'the feed has more entries than FEED_MAX_ITEMS; the newest were read',
    );
  return parsed;
}
