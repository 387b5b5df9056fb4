import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures: HMAC-SHA256 of `<timestamp>.<body>` with the webhook's secret, sent as
 * `X-Dropwire-Signature: sha256=<hex>` beside `X-Dropwire-Timestamp` (seconds). Receivers recompute it and
 * refuse old timestamps, so a captured delivery cannot be replayed later.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and our tests' fake receiver): check the signature and the age. */
export function verifyWebhook(
  secret: string,
  headers: { signature?: string | null; timestamp?: string | null },
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
