import type { Agent } from 'undici';
import { fetchFeed, type FetchPolicy } from '../fetch/fetch-feed.server';
import { FeedFetchError } from '~/lib/outbound/fetch-errors';
import { FeedParseError, parseFeedDocument } from '../parse/parse-feed';
import { SourceCheckError } from './source-check-error';

const UNREACHABLE = new Set(['dns', 'connect_timeout', 'timeout', 'network']);
const isUnreachable = (error: FeedFetchError) =>
  UNREACHABLE.has(error.code) ||
  (error.code === 'http_status' && (error.details.status === 429 || (error.details.status ?? 0) >= 500));

export type CheckedFeed = { title: string; siteUrl?: string; finalUrl: string; items: number };

/** Fetches a URL and says whether it is a feed; returns its title and site, or why not. */
export async function checkFeed(url: string, policy: FetchPolicy, agent: Agent): Promise<CheckedFeed> {
  try {
    const fetched = await fetchFeed(url, {}, policy, agent);
    if (fetched.kind !== 'ok') throw new SourceCheckError(`${url} answered ${fetched.status} without a feed`);
    const feed = parseFeedDocument(fetched.body, fetched.finalUrl);
    return {
      title: feed.title,
      siteUrl: feed.siteUrl,
      finalUrl: fetched.permanentUrl ?? url,
      items: feed.items.length,
    };
  } catch (error) {
    if (error instanceof FeedFetchError)
      throw new SourceCheckError(`Could not fetch ${url}: ${error.message}`, isUnreachable(error));
    if (error instanceof FeedParseError) {
      throw new SourceCheckError(
        `${url} answered, but not with an RSS, Atom or JSON feed (is it a web page? look for its feed link)`,
      );
    }
    throw error;
  }
}
