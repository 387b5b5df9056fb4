import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { type RateLimit, type Sender, takeRateLimit } from '../rate-limits/rate-limit.server';

/** How long an identical submission counts as the same one sent again (a double tap, a slow phone's retry). */
const REPEAT_WINDOW_MS = 60_000;

// The first key of the two-key advisory lock space for submissions, apart from the rate limits'.
const SUBMISSION_LOCK_SPACE = 720_431_003;

export type StoreResult = { ok: true; repeated: boolean } | { ok: false; reason: 'rate_limited' };

/** A table of submissions: text fields and the time each row was stored. */
type SubmissionTable = PgTable & { createdAt: PgColumn };

/** Whether a row with exactly these fields (a missing one matching NULL) was stored since `since`. */
async function storedSince(
  tx: Database,
  table: SubmissionTable,
  fields: Record<string, string | null>,
  since: Date,
): Promise<boolean> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const same = Object.entries(fields).map(([name, value]) =>
    value === null ? isNull(columns[name]!) : eq(columns[name]!, value),
  );
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(and(...same, gt(table.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a public form's submission, one row of `table`, once: the same fields sent again within a minute
 * are answered as sent and not stored a second time (nor counted against the sender's limit); anything else
 * is stored within the sender's rate limit. Identical submissions take turns on a lock, so two arriving
 * together store one.
 */
export async function storeOnce<T extends SubmissionTable>(
  db: Database,
  submission: {
    table: T;
    /** The row to store; all of its fields make two submissions the same one. */
    fields: Record<string, string | null>;
    rule: RateLimit;
    sender: Sender;
  },
  now = new Date(),
): Promise<StoreResult> {
  const { table, fields, rule, sender } = submission;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([rule.bucket, fields]))
    .digest('base64url');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUBMISSION_LOCK_SPACE}, hashtext(${fingerprint}))`);
    if (await storedSince(tx, table, fields, new Date(now.getTime() - REPEAT_WINDOW_MS)))
      return { ok: true, repeated: true };
    if (!(await takeRateLimit(tx, rule, sender, now))) return { ok: false, reason: 'rate_limited' };
    await tx.insert(table).values(fields as PgInsertValue<T>);
    return { ok: true, repeated: false };
  });
}
