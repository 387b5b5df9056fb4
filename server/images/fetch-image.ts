import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  fetchErrorCode,
  guardedGet,
  type FetchPolicy,
} from '~/lib/outbound/guarded-fetch.server';
import { ImageSourceError } from './image-errors';

/**
 * The crawler's fetch policy, for covers: the same address rule (ALLOW_PRIVATE_SOURCES), connect timeout
 * and redirect limit; a shorter total time, since a reader's page is waiting.
 */
export function imageFetchPolicy(allowPrivate: boolean, overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return {
    ...defaultFetchPolicy,
    userAgent: 'Dropwire/0.1 (+https://github.com/dropwire; image fetcher)',
    isBlocked: addressRule(allowPrivate),
    maxBytes: 10 * 1024 * 1024,
    totalTimeoutMs: 15_000,
    ...overrides,
  };
}

export type ImageFetcher = {
  /** The image's bytes; `signal` stops the fetch when nobody waits for it any more (its reason is thrown). */
  fetch: (url: string, signal?: AbortSignal) => Promise<Buffer>;
  close: () => Promise<void>;
};

/** Fetches covers through the crawler's guarded GET, on a connection pool of their own. */
export function createImageFetcher(policy: FetchPolicy): ImageFetcher {
  const agent = createFetchAgent(policy);
  return {
    fetch: async (url, signal) => {
      try {
        return await fetchImage(url, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw translate(error, hostOf(url), policy);
      }
    },
    close: () => agent.close(),
  };

  /**
   * One guarded GET of a remote image (http(s) only, every URL and redirect checked, the body capped while
   * it streams) that accepts only an uncompressed image body other than SVG: a remote document is not
   * rasterised here, and a compressed image body could only be a decompression bomb.
   */
  async function fetchImage(url: string, signal: AbortSignal | undefined): Promise<Buffer> {
    const response = await guardedGet(url, {
      policy,
      agent,
      what: 'image',
      signal,
      headers: {
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,image/*;q=0.8',
        'accept-encoding': 'identity',
      },
    });
    const host = hostOf(response.finalUrl);
    const refuse = (code: 'http_status' | 'not_an_image', message: string) => {
      response.discard();
      return new ImageSourceError(code, message);
    };
    if (response.status < 200 || response.status >= 300)
      throw refuse('http_status', `${host} answered ${response.status}`);
    const type = (response.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/') || type === 'image/svg+xml')
      throw refuse('not_an_image', `${host} sent ${type || 'no content type'}, not an image`);
    const encoding = (response.header('content-encoding') ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') throw refuse('not_an_image', `${host} sent a ${encoding}-encoded body`);
    return response.read();
  }
}

function hostOf(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return 'an invalid URL';
  }
}

/** The guarded GET's failures as image failures, with messages that name the host only. */
function translate(error: unknown, host: string, policy: FetchPolicy): ImageSourceError {
  if (error instanceof ImageSourceError) return error;
  const options = { cause: error };
  switch (fetchErrorCode(error)) {
    case 'blocked_address':
      return new ImageSourceError(
        'blocked_address',
        `${host} is, or redirects to, a private or reserved address`,
        options,
      );
    case 'invalid_url':
      return new ImageSourceError('unreachable', `Not an http(s) URL (from ${host})`, options);
    case 'too_many_redirects':
      return new ImageSourceError(
        'unreachable',
        `More than ${policy.maxRedirects} redirects from ${host}`,
        options,
      );
    case 'too_large':
      return new ImageSourceError(
        'too_large',
        `The image from ${host} is larger than ${Math.round(policy.maxBytes / 1024)} KiB`,
        options,
      );
    case 'timeout':
    case 'connect_timeout':
      return new ImageSourceError('timeout', `${host} did not send the image in time`, options);
    default:
      return new ImageSourceError('unreachable', `Could not fetch the image from ${host}`, options);
  }
}
