import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type RateLimit, takeRateLimit } from './rate-limit.server';

/** How long an identical submission counts as the same one sent again (a double tap, a slow phone's retry). */
export const REPEAT_WINDOW_MS = 60_000;

// The first key of the two-key advisory lock space for submissions, apart from the rate limits'.
const SUBMISSION_LOCK_SPACE = 720_431_003;

export type StoreResult = { ok: true; repeated: boolean } | { ok: false; reason: 'rate_limited' };

/**
 * Stores a public form's submission once: the same fields sent again within a minute are answered as sent
 * and not stored a second time (nor counted against the sender's limit); anything else is stored within
 * the sender's rate limit. Identical submissions take turns on a lock, so two arriving together store one.
 */
export async function storeOnce(
  db: Database,
  submission: {
    /** The fields that make two submissions the same one. */
    fields: Record<string, string | null | undefined>;
    /** Whether an identical submission was stored since the given time. */
    storedSince: (tx: Database, since: Date) => Promise<boolean>;
    store: (tx: Database) => Promise<void>;
    rule: RateLimit;
    sender: string;
  },
  now = new Date(),
): Promise<StoreResult> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([submission.rule.bucket, submission.fields]))
    .digest('base64url');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUBMISSION_LOCK_SPACE}, hashtext(${fingerprint}))`);
    if (await submission.storedSince(tx, new Date(now.getTime() - REPEAT_WINDOW_MS)))
      return { ok: true, repeated: true };
    if (!(await takeRateLimit(tx, submission.rule, submission.sender, now)))
      return { ok: false, reason: 'rate_limited' };
    await submission.store(tx);
    return { ok: true, repeated: false };
  });
}
