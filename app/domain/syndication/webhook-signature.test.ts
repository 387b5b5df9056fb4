import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  const now = 1_790_000_000_000;
  const timestamp = now / 1000;
  const signature = signWebhook('s3cret', timestamp, '{"a":1}');

  it('verify with the secret, the timestamp and the exact body', () => {
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook('s3cret', { signature, timestamp: String(timestamp) }, '{"a":1}', now)).toBe(true);
  });

  it.each([
    ['another secret', 'other', String(timestamp), '{"a":1}'],
    ['another body', 's3cret', String(timestamp), '{"a":2}'],
    ['another timestamp', 's3cret', String(timestamp + 1), '{"a":1}'],
  ])('fail with %s', (_name, secret, stamp, body) => {
    expect(verifyWebhook(secret, { signature, timestamp: stamp }, body, now)).toBe(false);
  });

  it('refuse a replay ten minutes later', () => {
    expect(
      verifyWebhook('s3cret', { signature, timestamp: String(timestamp) }, '{"a":1}', now + 600_000),
    ).toBe(false);
  });
});
