import { hashedClient, TokenBucketLimiter, type RateLimitDecision } from '~/lib/rate-limiter';

const WINDOW_MS = 60_000;
/** About 100 bytes each: 10,000 clients hold about a megabyte. */
const MAX_CLIENTS = 10_000;

/** One limiter per configured limit (one in a server; tests may start apps with others). */
const limiters = new Map<number, TokenBucketLimiter>();

/**
 * Counts one API request of the client at `clientIp` (the address Express settled on under TRUST_PROXY,
 * as every rate limit and view count of the site uses it), against `perMinute` requests a minute.
 * Undefined when the limit is off (0). The client is held by a salted hash of its key (an IPv6 client by
 * its /64), never by its address.
 */
export function countApiRequest(perMinute: number, clientIp: string): RateLimitDecision | undefined {
  if (perMinute <= 0) return undefined;
  let limiter = limiters.get(perMinute);
  if (!limiter) {
    limiter = new TokenBucketLimiter({ limit: perMinute, windowMs: WINDOW_MS, maxClients: MAX_CLIENTS });
    limiters.set(perMinute, limiter);
  }
  return limiter.take(hashedClient(clientIp));
}

/**
 * The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers (draft 6 and 7 spell them this way):
 * the limit, what is left, seconds until the bucket is full again, and the policy (limit per 60 s window).
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    'RateLimit-Policy': `${decision.limit};w=${WINDOW_MS / 1000}`,
  };
}
