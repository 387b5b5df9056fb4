import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, errors as undiciErrors, request } from 'undici';
import { isBlockedAddress } from './address-guard';
import { decodeBody } from './charset';
import { checkFetchUrl } from './fetchable-url';
import { FeedFetchError, parseRetryAfter } from './fetch-errors';

export type FetchPolicy = {
  userAgent: string;
  /** Which resolved addresses to refuse; ALLOW_PRIVATE_SOURCES=true makes it refuse none. */
  isBlocked: (address: string) => boolean;
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxRedirects: number;
};

export const defaultFetchPolicy: FetchPolicy = {
  userAgent: 'Dropwire/0.1 (+https://github.com/dropwire; feed fetcher)',
  isBlocked: isBlockedAddress,
  maxBytes: 10 * 1024 * 1024,
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxRedirects: 5,
};

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

/** The address rule for a policy: all private and reserved addresses, or none when allowed. */
export const addressRule = (allowPrivate: boolean) => (allowPrivate ? () => false : isBlockedAddress);

/** A resolver in the shape of `dns.lookup` with `{ all: true }`: every address of a name. */
export type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A connection pool whose DNS lookups refuse loopback, private, link-local and metadata addresses (unless
 * allowed), so a hostname cannot be pointed at them, and the address checked is the address connected to.
 * `resolve` is the system resolver; tests hand in the answers a hostile DNS server would give.
 */
export function createFetchAgent(
  policy: Pick<FetchPolicy, 'isBlocked' | 'connectTimeoutMs'>,
  resolve: Resolver = dnsLookup,
): Agent {
  return new Agent({
    connect: { timeout: policy.connectTimeoutMs, lookup: guardedLookup(policy.isBlocked, resolve) as never },
    keepAliveTimeout: 10_000,
    connections: 4,
  });
}

/**
 * A `lookup` for sockets that resolves a name and keeps only the addresses the rule allows; when none is left
 * the connection fails with `blocked_address` before it is attempted.
 */
export function guardedLookup(isBlocked: (address: string) => boolean, resolve: Resolver = dnsLookup) {
  return (hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error);
      const allowed = addresses.filter((entry) => !isBlocked(entry.address));
      if (allowed.length === 0) {
        return callback(
          new FeedFetchError('blocked_address', `${hostname} resolves only to private or reserved addresses`),
        );
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function decompressor(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Reads a body up to maxBytes after decompression, so a small compressed bomb cannot exhaust memory. */
async function readCapped(body: Readable, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const inflate = decompressor(encoding);
  const stream = inflate ? body.pipe(inflate) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        throw new FeedFetchError(
          'too_large',
          `The feed is larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MiB`,
        );
      }
      chunks.push(chunk);
    }
  } finally {
    if (size > maxBytes) {
      body.destroy();
      inflate?.destroy();
    }
  }
  return Buffer.concat(chunks);
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function translate(error: unknown, url: string, policy: FetchPolicy): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FeedFetchError) return cause;
  if (error instanceof undiciErrors.ConnectTimeoutError)
    return new FeedFetchError(
      'connect_timeout',
      `Could not connect to ${new URL(url).host} within ${policy.connectTimeoutMs / 1000} s`,
      { cause: error },
    );
  if (
    (error as Error).name === 'TimeoutError' ||
    (error as Error).name === 'AbortError' ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new FeedFetchError('timeout', `The feed did not arrive within ${policy.totalTimeoutMs / 1000} s`, {
      cause: error,
    });
  }
  const code = (error as NodeJS.ErrnoException).code ?? (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FeedFetchError('dns', `${new URL(url).hostname} could not be resolved`, { cause: error });
  return new FeedFetchError(
    'network',
    `Network error fetching ${url}: ${(error as Error).message}${code ? ` (${code})` : ''}`,
    { cause: error },
  );
}

/**
 * One conditional GET of a feed: stored validators, redirects checked one by one (at most five), a size
 * cap, timeouts, decompression, and the body decoded to UTF-8.
 */
export async function fetchFeed(
  rawUrl: string,
  validators: Validators,
  policy: FetchPolicy,
  agent: Agent,
): Promise<FetchResult> {
  const signal = AbortSignal.timeout(policy.totalTimeoutMs);
  let url = checkFetchUrl(rawUrl, policy.isBlocked).toString();
  let allPermanent = true;
  for (let redirects = 0; ; redirects++) {
    try {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headersTimeout: policy.totalTimeoutMs,
        bodyTimeout: policy.totalTimeoutMs,
        headers: {
          'user-agent': policy.userAgent,
          accept:
            'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
          ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
        },
      });
      const { statusCode, headers, body } = response;
      if (statusCode >= 300 && statusCode < 400 && statusCode !== 304 && header(headers, 'location')) {
        body.resume();
        if (redirects >= policy.maxRedirects)
          throw new FeedFetchError('too_many_redirects', `More than ${policy.maxRedirects} redirects`);
        allPermanent &&= statusCode === 301 || statusCode === 308;
        url = checkFetchUrl(
          new URL(header(headers, 'location')!, url).toString(),
          policy.isBlocked,
        ).toString();
        continue;
      }
      const permanentUrl = redirects > 0 && allPermanent ? url : undefined;
      if (statusCode === 304) {
        body.resume();
        return { kind: 'not_modified', status: 304, finalUrl: url, permanentUrl };
      }
      if (statusCode < 200 || statusCode >= 300) {
        body.resume();
        const retryAfterMs =
          statusCode === 429 || statusCode === 503
            ? parseRetryAfter(header(headers, 'retry-after'))
            : undefined;
        throw new FeedFetchError('http_status', `The server answered ${statusCode}`, {
          status: statusCode,
          retryAfterMs,
        });
      }
      const declared = Number(header(headers, 'content-length') ?? 0);
      if (declared > policy.maxBytes && !header(headers, 'content-encoding')) {
        body.destroy();
        throw new FeedFetchError(
          'too_large',
          `The feed is larger than the limit of ${Math.round(policy.maxBytes / 1024 / 1024)} MiB`,
        );
      }
      const bytes = await readCapped(body, header(headers, 'content-encoding') ?? undefined, policy.maxBytes);
      const contentType = header(headers, 'content-type');
      const etag = header(headers, 'etag');
      const lastModified = header(headers, 'last-modified');
      // The same validators again mean nothing changed, even if a server forgot to answer 304.
      if (etag && validators.etag === etag && (!lastModified || validators.lastModified === lastModified)) {
        return { kind: 'not_modified', status: statusCode, finalUrl: url, permanentUrl };
      }
      return {
        kind: 'ok',
        status: statusCode,
        body: decodeBody(bytes, contentType),
        contentType,
        etag,
        lastModified,
        finalUrl: url,
        permanentUrl,
      };
    } catch (error) {
      throw translate(error, url, policy);
    }
  }
}
