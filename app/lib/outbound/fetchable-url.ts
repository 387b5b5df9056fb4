import { isIP } from 'node:net';
import { FeedFetchError } from './fetch-errors';

/**
 * Parses a URL the crawler is about to request and refuses what it must never request: schemes other than
 * http and https, and address literals the rule blocks. The URL parser has already rewritten every spelling
 * of an address (decimal, octal, hex, IPv4-mapped) into one canonical form; the rule judges its bytes.
 * Hostnames are checked after DNS, in the guarded lookup, on the address actually connected to.
 */
export function checkFetchUrl(raw: string, isBlocked: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError('invalid_url', `"${raw}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError('invalid_url', `Only http and https feeds can be fetched, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isBlocked(host)) {
    throw new FeedFetchError(
      'blocked_address',
      `${host} is a private or reserved address; set ALLOW_PRIVATE_SOURCES=true to allow it`,
    );
  }
  return url;
}
