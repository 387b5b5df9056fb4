export type FetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns'
  | 'connect_timeout'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_status'
  | 'network';

/** Why a feed could not be fetched, in words an operator can act on. */
export class FeedFetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly details: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'FeedFetchError';
  }
}

/** Retry-After as milliseconds from now: delta seconds or an HTTP date; undefined when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
