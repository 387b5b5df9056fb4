import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { rateLimitEvents } from '~/db/schema/participation';
import { clientKey } from '~/lib/client-address';

export type RateLimit = { bucket: string; limit: number; windowMs: number };

const HOUR_MS = 60 * 60 * 1000;

/** Every limit the public forms apply; pruning keeps rows as long as the longest window needs them. */
export const rateLimits = {
  contact: { bucket: 'contact', limit: 5, windowMs: HOUR_MS },
  tips: { bucket: 'tips', limit: 10, windowMs: HOUR_MS },
  newsletter: { bucket: 'newsletter', limit: 10, windowMs: HOUR_MS },
  groupingReports: { bucket: 'grouping-reports', limit: 10, windowMs: HOUR_MS },
  // Sign-ups naming one address, from anywhere: nobody can flood another person's inbox with links.
  newsletterAddress: { bucket: 'newsletter-address', limit: 3, windowMs: HOUR_MS },
  // The desk's sign-in. Per client every attempt counts; per account only those that fail (sign-in.server.ts),
  // so an editor who signs in often is never locked out by their own successes.
  signInClient: { bucket: 'sign-in-client', limit: 20, windowMs: HOUR_MS / 4 },
  signInAccount: { bucket: 'sign-in-account', limit: 8, windowMs: HOUR_MS / 4 },
  passwordReset: { bucket: 'password-reset', limit: 5, windowMs: HOUR_MS },
} satisfies Record<string, RateLimit>;

/** How long a rate-limit row is kept: its longest window, and never more than two days. */
export const RATE_LIMIT_RETENTION_MS = Math.min(
  2 * 24 * HOUR_MS,
  Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs)),
);

// The first key of the two-key advisory lock space, so these locks never meet another feature's.
const RATE_LIMIT_LOCK_SPACE = 720_431_002;

/** The sender as stored: a hash of the bucket and `clientKey`, never the raw address. */
const keyHashOf = (rule: RateLimit, sender: string) =>
  createHash('sha256')
    .update(`${rule.bucket}\n${clientKey(sender)}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * Records one attempt and says whether it is within the limit. The sender is keyed by `clientKey` (an
 * IPv6 client by its /64) and stored only as a hash, so the table holds no raw address.
 *
 * Check and record are atomic: a transaction-scoped advisory lock on the sender's key makes concurrent
 * attempts by one sender take turns, and each counting statement (read committed) sees the rows of
 * every turn before it, so parallel requests can never be admitted beyond the limit.
 */
export async function takeRateLimit(
  db: Database,
  rule: RateLimit,
  sender: string,
  now = new Date(),
): Promise<boolean> {
  const keyHash = keyHashOf(rule, sender);
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

/** Forgets every attempt `sender` made under `rule`: its count starts again from nothing. */
export async function clearRateLimit(db: Database, rule: RateLimit, sender: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${rateLimitEvents} WHERE bucket = ${rule.bucket} AND key_hash = ${keyHashOf(rule, sender)}`,
  );
}

/** Deletes rate-limit rows that no window looks at any more; returns how many went. */
export async function pruneRateLimitEvents(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const { rowCount } = await db.execute(sql`DELETE FROM ${rateLimitEvents} WHERE created_at < ${before}`);
  return rowCount ?? 0;
}
