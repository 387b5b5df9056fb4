import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './rate-limiter';

/** A limiter on a clock the test moves by hand. */
function limiter(limit: number, windowMs = 60_000, maxClients = 100) {
  const clock = { time: 1_000_000 };
  const bucket = new TokenBucketLimiter({ limit, windowMs, maxClients, now: () => clock.time });
  return { bucket, clock };
}

describe('TokenBucketLimiter', () => {
  it('lets a client burst up to the limit, then refuses with how long to wait', () => {
    const { bucket } = limiter(3);
    const decisions = [1, 2, 3, 4].map(() => bucket.take('a'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[0]).toMatchObject({ limit: 3, retryAfterSeconds: 0, resetSeconds: 20 });
    // One token flows back every 20 seconds at 3 a minute; an empty bucket is full again in 60.
    expect(decisions[3]).toMatchObject({ allowed: false, retryAfterSeconds: 20, resetSeconds: 60 });
  });

  it('refills over time, so a client that waits Retry-After gets in', () => {
    const { bucket, clock } = limiter(3);
    for (let i = 0; i < 3; i += 1) bucket.take('a');
    const refused = bucket.take('a');
    clock.time += refused.retryAfterSeconds * 1000 - 1;
    expect(bucket.take('a').allowed).toBe(false);
    clock.time += 1;
    expect(bucket.take('a')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('never holds more than the limit however long a client stays away', () => {
    const { bucket, clock } = limiter(2);
    bucket.take('a');
    clock.time += 3_600_000;
    expect(bucket.take('a').remaining).toBe(1);
  });

  it('keeps one bucket per client', () => {
    const { bucket } = limiter(1);
    expect(bucket.take('a').allowed).toBe(true);
    expect(bucket.take('a').allowed).toBe(false);
    expect(bucket.take('b').allowed).toBe(true);
  });

  it('holds at most maxClients, forgetting the least recently seen (who then starts full)', () => {
    const { bucket } = limiter(1, 60_000, 2);
    bucket.take('a');
    bucket.take('b');
    bucket.take('a'); // a is now the most recent
    bucket.take('c'); // b goes
    expect(bucket.trackedClients).toBe(2);
    expect(bucket.take('a').allowed).toBe(false);
    expect(bucket.take('b').allowed).toBe(true);
  });

  it('refills nothing when the clock goes back', () => {
    const { bucket, clock } = limiter(1);
    bucket.take('a');
    clock.time -= 60_000;
    expect(bucket.take('a').allowed).toBe(false);
  });

  it('refuses a limit, window or client bound that is not positive', () => {
    expect(() => new TokenBucketLimiter({ limit: 0, windowMs: 1000, maxClients: 1 })).toThrow(RangeError);
    expect(() => new TokenBucketLimiter({ limit: 1, windowMs: 0, maxClients: 1 })).toThrow(RangeError);
    expect(() => new TokenBucketLimiter({ limit: 1, windowMs: 1000, maxClients: 0 })).toThrow(RangeError);
  });
});
