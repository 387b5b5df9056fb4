import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, errors as undiciErrors, request } from 'undici';
import { isBlockedAddress } from './address-guard';
import { checkFetchUrl } from './fetchable-url';
import { FeedFetchError, type FetchErrorCode } from './fetch-errors';

/**
 * The one way the product GETs a URL that came from outside (a feed, a cover image): the guarded agent,
 * every URL (the first and each redirect) checked, a total time, and a size cap enforced while the body
 * streams. The crawler adds conditional GET on top (`fetch-feed.server.ts`), the image endpoint its
 * content checks (`server/images/fetch-image.ts`).
 */

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

export type GuardedGetOptions = {
  policy: FetchPolicy;
  /** A pool made by `createFetchAgent`, so every connection goes through the guarded lookup. */
  agent: Agent;
  headers: Record<string, string>;
  /** What is fetched, for error messages: "The feed is larger than the limit of 10 MiB". */
  what: string;
  /** Ends the request early (a reader who left); its reason is thrown unchanged. */
  signal?: AbortSignal;
};

/** The answer after the last redirect; its body is still unread. */
export type GuardedResponse = {
  status: number;
  header: (name: string) => string | null;
  finalUrl: string;
  /** Set when every redirect on the way was permanent (301, 308): where the resource now lives. */
  permanentUrl?: string;
  /** The body, up to the policy's `maxBytes` after decompression (gzip, deflate, br), read while it streams. */
  read: () => Promise<Buffer>;
  /** Leaves the body unread. */
  discard: () => void;
};

/**
 * One GET through the guard, following at most `maxRedirects` redirects, each target checked before it is
 * requested. A 304 is returned, not followed. Failures are `FeedFetchError`s with a code, except an abort
 * by the caller's signal, which throws its reason.
 */
export async function guardedGet(rawUrl: string, options: GuardedGetOptions): Promise<GuardedResponse> {
  const { policy, agent, what } = options;
  const timeout = AbortSignal.timeout(policy.totalTimeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const fail = (error: unknown, url: string) => {
    if (options.signal?.aborted) return options.signal.reason as unknown;
    return translate(error, url, policy, what);
  };
  let url = checkFetchUrl(rawUrl, policy.isBlocked).toString();
  let allPermanent = true;
  for (let redirects = 0; ; redirects++) {
    try {
      const { statusCode, headers, body } = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headersTimeout: policy.totalTimeoutMs,
        bodyTimeout: policy.totalTimeoutMs,
        headers: { 'user-agent': policy.userAgent, ...options.headers },
      });
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
      };
      const location = header('location');
      if (statusCode >= 300 && statusCode < 400 && statusCode !== 304 && location) {
        discard(body);
        if (redirects >= policy.maxRedirects)
          throw new FeedFetchError('too_many_redirects', `More than ${policy.maxRedirects} redirects`);
        allPermanent &&= statusCode === 301 || statusCode === 308;
        url = checkFetchUrl(new URL(location, url).toString(), policy.isBlocked).toString();
        continue;
      }
      const finalUrl = url;
      return {
        status: statusCode,
        header,
        finalUrl,
        permanentUrl: redirects > 0 && allPermanent ? finalUrl : undefined,
        read: async () => {
          const encoding = header('content-encoding');
          if (!encoding && Number(header('content-length') ?? 0) > policy.maxBytes) {
            discard(body);
            throw tooLarge(what, policy.maxBytes);
          }
          return readCapped(body, encoding, policy.maxBytes, what).catch((error: unknown) => {
            throw fail(error, finalUrl);
          });
        },
        discard: () => discard(body),
      };
    } catch (error) {
      throw fail(error, url);
    }
  }
}

/** The code of a failure `guardedGet` threw (or of the error it caused), or undefined for any other error. */
export function fetchErrorCode(error: unknown): FetchErrorCode | undefined {
  if (error instanceof FeedFetchError) return error.code;
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof FeedFetchError ? cause.code : undefined;
}

function decompressor(encoding: string | null) {
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

const tooLarge = (what: string, maxBytes: number) =>
  new FeedFetchError(
    'too_large',
    `The ${what} is larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MiB`,
  );

/** Reads a body up to maxBytes after decompression, so a small compressed bomb cannot exhaust memory. */
async function readCapped(
  body: Readable,
  encoding: string | null,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  const inflate = decompressor(encoding);
  const stream = inflate ? body.pipe(inflate) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(what, maxBytes);
      chunks.push(chunk);
    }
  } finally {
    if (size > maxBytes) {
      discard(body);
      inflate?.destroy();
    }
  }
  return Buffer.concat(chunks);
}

/** Stops reading a body; undici reports a destroyed body as an error, which is expected here. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function translate(error: unknown, url: string, policy: FetchPolicy, what: string): FeedFetchError {
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
    return new FeedFetchError(
      'timeout',
      `The ${what} did not arrive within ${policy.totalTimeoutMs / 1000} s`,
      {
        cause: error,
      },
    );
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

/** The most of a POST's answer kept: enough for an id, a URL or an error message. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type PostAnswer = { status: number; body: string };

/**
 * One POST to a URL an admin configured (a Mastodon instance, a Bluesky server, a webhook) on the guarded
 * agent: the same address rule as every GET (private and metadata addresses refused, after DNS, on the
 * address connected to), no redirect followed (a 3xx is the answer), a total time, at most 64 KB read.
 */
export async function guardedPost(
  rawUrl: string,
  options: {
    agent: Agent;
    policy: Pick<FetchPolicy, 'isBlocked' | 'totalTimeoutMs' | 'userAgent'>;
    headers: Record<string, string>;
    body: string;
  },
): Promise<PostAnswer> {
  const { agent, policy } = options;
  const url = checkFetchUrl(rawUrl, policy.isBlocked).toString();
  const { statusCode, body } = await request(url, {
    dispatcher: agent,
    method: 'POST',
    signal: AbortSignal.timeout(policy.totalTimeoutMs),
    headersTimeout: policy.totalTimeoutMs,
    bodyTimeout: policy.totalTimeoutMs,
    headers: { 'user-agent': policy.userAgent, ...options.headers },
    body: options.body,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) {
      body.destroy();
      break;
    }
    chunks.push(chunk);
  }
  return { status: statusCode, body: Buffer.concat(chunks).toString('utf8') };
}
