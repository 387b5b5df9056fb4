import type { Agent } from 'undici';
import { decodeBody } from './charset';
import { FeedFetchError, parseRetryAfter } from '~/lib/outbound/fetch-errors';
import { guardedGet, type FetchPolicy } from '~/lib/outbound/guarded-fetch.server';

// The crawler's callers build the policy and agent through this module; both live with the guarded GET.
export {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  guardedLookup,
  type FetchPolicy,
  type Resolver,
} from '~/lib/outbound/guarded-fetch.server';

export type Validators = { etag?: string | null; lastModified?: string | null };

export type FetchResult =
  | { kind: 'not_modified'; status: number; finalUrl: string; permanentUrl?: string }
  | {
      kind: 'ok';
      status: number;
      body: string;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      finalUrl: string;
      /** Set when every redirect on the way was permanent: the source's URL should become this. */
      permanentUrl?: string;
    };

/**
 * One conditional GET of a feed through the guarded GET (redirects checked one by one, at most five, a
 * size cap, timeouts): stored validators sent, compressed bodies accepted, and the body decoded to UTF-8.
 */
export async function fetchFeed(
  rawUrl: string,
  validators: Validators,
  policy: FetchPolicy,
  agent: Agent,
): Promise<FetchResult> {
  const response = await guardedGet(rawUrl, {
    policy,
    agent,
    what: 'feed',
    headers: {
      accept:
        'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
      ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
      ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
    },
  });
  const { status, finalUrl, permanentUrl } = response;
  if (status === 304) {
    response.discard();
    return { kind: 'not_modified', status, finalUrl, permanentUrl };
  }
  if (status < 200 || status >= 300) {
    response.discard();
    const retryAfterMs =
      status === 429 || status === 503 ? parseRetryAfter(response.header('retry-after')) : undefined;
    throw new FeedFetchError('http_status', `The server answered ${status}`, { status, retryAfterMs });
  }
  const bytes = await response.read();
  const contentType = response.header('content-type');
  const etag = response.header('etag');
  const lastModified = response.header('last-modified');
  // The same validators again mean nothing changed, even if a server forgot to answer 304.
  if (etag && validators.etag === etag && (!lastModified || validators.lastModified === lastModified)) {
    return { kind: 'not_modified', status, finalUrl, permanentUrl };
  }
  return {
    kind: 'ok',
    status,
    body: decodeBody(bytes, contentType),
    contentType,
    etag,
    lastModified,
    finalUrl,
    permanentUrl,
  };
}
