import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, deliveryRetry } from './delivery-retry';

describe('deliveryRetry', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('backs off exponentially from a minute, at most twelve hours apart', () => {
    expect(deliveryRetry(1, 500, now)?.toISOString()).toBe('2026-11-28T12:01:00.000Z');
    expect(deliveryRetry(3, null, now)?.toISOString()).toBe('2026-11-28T12:04:00.000Z');
    expect(deliveryRetry(9, 503, now)!.getTime() - now.getTime()).toBe(256 * 60_000);
  });
  it('gives up on a gone inbox and after the last attempt', () => {
    expect(deliveryRetry(1, 410, now)).toBeNull();
    expect(deliveryRetry(1, 404, now)).toBeNull();
    expect(deliveryRetry(MAX_DELIVERY_ATTEMPTS, 500, now)).toBeNull();
  });
});
