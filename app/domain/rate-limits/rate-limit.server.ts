import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { rateLimitEvents } from '~/db/schema/participation';
import { clientKey } from '~/lib/client-address';
import { derivedKey } from '~/lib/secret-file.server';

export type RateLimit = { bucket: string; limit: number; windowMs: number };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every limit the public forms and the desk's sign-in apply; pruning keeps rows as long as the longest window needs them. */
export const rateLimits = {
  contact: { bucket: 'contact', limit: 5, windowMs: HOUR_MS },
  tips: { bucket: 'tips', limit: 10, windowMs: HOUR_MS },
  newsletter: { bucket: 'newsletter', limit: 10, windowMs: HOUR_MS },
  groupingReports: { bucket: 'grouping-reports', limit: 10, windowMs: HOUR_MS },
  // Sign-ups naming one address, from anywhere: nobody can flood another person's inbox with links.
  newsletterAddress: { bucket: 'newsletter-address', limit: 3, windowMs: HOUR_MS },
  // The desk's sign-in (sign-in-throttle.ts): every attempt per client, so one client cannot guess fast at
  // anything; failures per account and client, which slow that client down; and failures per account from
  // devices that never signed in to it, which tell when an account is under attack from many addresses.
  signInClient: { bucket: 'sign-in-client', limit: 20, windowMs: HOUR_MS / 4 },
  signInFailures: { bucket: 'sign-in-failures', limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS / 4 },
  signInAccountFailures: {
    bucket: 'sign-in-account-failures',
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: HOUR_MS / 4,
  },
  // Reset requests: per client; per account and client; per account from unknown devices (bounds the mail
  // anyone can send to one inbox); per account from a device that signed in to it before (the owner's own).
  passwordReset: { bucket: 'password-reset', limit: 5, windowMs: HOUR_MS },
  passwordResetAccountClient: { bucket: 'password-reset-account-client', limit: 3, windowMs: HOUR_MS },
  passwordResetAccount: { bucket: 'password-reset-account', limit: 10, windowMs: HOUR_MS },
  passwordResetKnownDevice: { bucket: 'password-reset-known-device', limit: 5, windowMs: HOUR_MS },
  // A code from an authenticator app signs in once (ASVS 2.8.4): the library accepts one for 90 seconds
  // (its step and the ones either side), so a used code is remembered a little longer.
  usedSignInCodes: { bucket: 'used-sign-in-codes', limit: 1, windowMs: 2 * MINUTE_MS },
} satisfies Record<string, RateLimit>;

/** How long a rate-limit row is kept: its longest window, and never more than two days. */
export const RATE_LIMIT_RETENTION_MS = Math.min(
  2 * 24 * HOUR_MS,
  Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs)),
);

// The first key of the two-key advisory lock space, so these locks never meet another feature's.
const RATE_LIMIT_LOCK_SPACE = 720_431_002;

declare const senderBrand: unique symbol;

/**
 * Who a limit counts, as stored: a hash keyed with a secret of the site's, never an address or an e-mail.
 * An unkeyed hash of an IPv4 address is undone by hashing all four billion; this one cannot be without the
 * key, which lives outside the database (AUTH_SECRET or DATA_DIR/.auth-secret). The type is branded, so a
 * raw address cannot be passed where a sender is expected.
 */
export type Sender = string & { readonly [senderBrand]: true };

type SecretConfig = { DATA_DIR: string; AUTH_SECRET?: string };

const keyed = (config: SecretConfig, value: string) =>
  createHmac('sha256', derivedKey(config, 'rate-limit-senders'))
    .update(value)
    .digest('base64url')
    .slice(0, 32) as Sender;

/** The client at `clientIp` (an IPv6 client by its /64, as `clientKey` reads it). */
export const clientSender = (config: SecretConfig, clientIp: string): Sender =>
  keyed(config, `client\n${clientKey(clientIp)}`);

/** Something other than a client that a limit counts: an account's e-mail, a subscriber's address. */
export const namedSender = (config: SecretConfig, kind: string, value: string): Sender =>
  keyed(config, `${kind}\n${value}`);

/**
 * Records one attempt and says whether it is within the limit.
 *
 * Check and record are atomic: a transaction-scoped advisory lock on the sender's key makes concurrent
 * attempts by one sender take turns, and each counting statement (read committed) sees the rows of
 * every turn before it, so parallel requests can never be admitted beyond the limit.
 */
export async function takeRateLimit(
  db: Database,
  rule: RateLimit,
  sender: Sender,
  now = new Date(),
): Promise<boolean> {
  const keyHash: string = sender;
  const since = new Date(now.getTime() - rule.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK_SPACE}, hashtext(${keyHash}))`);
    const { rows } = await tx.execute(sql`
      INSERT INTO ${rateLimitEvents} (bucket, key_hash, created_at)
      SELECT ${rule.bucket}, ${keyHash}, ${now}::timestamptz
      WHERE (
        SELECT count(*) FROM ${rateLimitEvents}
        WHERE bucket = ${rule.bucket} AND key_hash = ${keyHash} AND created_at > ${since}
      ) < ${rule.limit}
      RETURNING 1`);
    return rows.length > 0;
  });
}

/** How many attempts `sender` made under `rule` within its window, and when the last one was. */
export async function recentAttempts(
  db: Database,
  rule: RateLimit,
  sender: Sender,
  now = new Date(),
): Promise<{ count: number; last: Date | undefined }> {
  const since = new Date(now.getTime() - rule.windowMs);
  const { rows } = await db.execute<{ count: string; last: string | Date | null }>(sql`
    SELECT count(*) AS count, max(created_at) AS last FROM ${rateLimitEvents}
    WHERE bucket = ${rule.bucket} AND key_hash = ${sender} AND created_at > ${since}`);
  const row = rows[0];
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : undefined };
}

/** Forgets every attempt `sender` made under `rule`: its count starts again from nothing. */
export async function clearRateLimit(db: Database, rule: RateLimit, sender: Sender): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${rateLimitEvents} WHERE bucket = ${rule.bucket} AND key_hash = ${sender}`,
  );
}

/** Deletes rate-limit rows that no window looks at any more; returns how many went. */
export async function pruneRateLimitEvents(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const { rowCount } = await db.execute(sql`DELETE FROM ${rateLimitEvents} WHERE created_at < ${before}`);
  return rowCount ?? 0;
}
