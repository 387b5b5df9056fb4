import { createHash, randomBytes } from 'node:crypto';
import { clientKey } from './client-address';

/** What one request learns from the limiter: whether it may go on, and the figures its headers report. */
export type RateLimitDecision = {
  allowed: boolean;
  /** Requests a client may make at once (the bucket's size), and per window once it is empty. */
  limit: number;
  /** Requests left right now, after this one. */
  remaining: number;
  /** Whole seconds until the client's bucket is full again (`RateLimit-Reset`). */
  resetSeconds: number;
  /** Whole seconds until the next request would be allowed; 0 when one would be now (`Retry-After`). */
  retryAfterSeconds: number;
};

export type TokenBucketOptions = {
  /** Requests per window, and the largest burst. */
  limit: number;
  windowMs: number;
  /** Clients tracked at most; past it the least recently seen is forgotten (it starts again full). */
  maxClients: number;
  now?: () => number;
};

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per client, in memory: each client holds up to `limit` tokens, a request takes one, and
 * tokens flow back at `limit` per `windowMs`. So a client may burst `limit` requests, then keep to `limit`
 * per window. Memory is bounded by `maxClients`: forgetting a client only ever gives it a full bucket,
 * the state of one it has not troubled for a while, so the bound never refuses anyone.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly perMs: number;

  constructor(private readonly options: TokenBucketOptions) {
    if (!(options.limit > 0) || !(options.windowMs > 0) || !(options.maxClients > 0))
      throw new RangeError('limit, windowMs and maxClients must be positive');
    this.now = options.now ?? Date.now;
    this.perMs = options.limit / options.windowMs;
  }

  /** Clients whose buckets are held now. */
  get trackedClients(): number {
    return this.buckets.size;
  }

  /** Takes one token from the client's bucket if there is one. */
  take(client: string): RateLimitDecision {
    const { limit, maxClients } = this.options;
    const now = this.now();
    const held = this.buckets.get(client);
    // A clock that goes back (a test, an adjusted system clock) refills nothing rather than draining.
    const elapsed = held ? Math.max(0, now - held.at) : 0;
    const tokens = held ? Math.min(limit, held.tokens + elapsed * this.perMs) : limit;
    // Within a rounding error of a whole token counts as one: a client that waited exactly Retry-After gets in.
    const allowed = tokens >= 1 - 1e-9;
    const left = allowed ? Math.max(0, tokens - 1) : tokens;
    // Map keeps insertion order: re-inserting makes the first entry the least recently seen.
    this.buckets.delete(client);
    this.buckets.set(client, { tokens: left, at: now });
    if (this.buckets.size > maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    return {
      allowed,
      limit,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((limit - left) / this.perMs / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - left) / this.perMs / 1000)),
    };
  }
}

// Per process: the hash only disguises addresses held in memory, and a restart forgets the buckets anyway.
const salt = randomBytes(16);

/** A client as limiters hold it: a salted hash of its key (an IPv6 client by its /64), never its address. */
export function hashedClient(clientIp: string): string {
  return createHash('sha256').update(salt).update(clientKey(clientIp)).digest('base64url').slice(0, 22);
}

/** A token bucket per client address (see `hashedClient`), for a public endpoint. */
export function clientLimiter(options: TokenBucketOptions): (clientIp: string) => RateLimitDecision {
  const limiter = new TokenBucketLimiter(options);
  return (clientIp) => limiter.take(hashedClient(clientIp));
}
