import type { Database } from '~/db/client.server';
import { recordAudit, type AuditActor, type AuditEntry } from '~/domain/auth/audit.server';
import { announceContentChange } from '../content-changes.server';

/**
 * Makes one desk change in one transaction with its audit entry, and announces it so every web process
 * drops the pages it keeps (the notice is delivered at commit, and not at all on rollback). `work` returns
 * undefined when there was nothing to change (an id nobody has): then nothing is recorded.
 */
export async function changeContent<T>(
  db: Database,
  actor: AuditActor,
  work: (tx: Database) => Promise<{ value: T; audit: AuditEntry } | undefined>,
): Promise<T | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const done = await work(tx);
    if (!done) return undefined;
    await recordAudit(tx, actor, done.audit);
    await announceContentChange(tx);
    return done.value;
  });
}

/** The SQLSTATE of a database error, whether drizzle wrapped it or not. */
const sqlState = (error: unknown): string | undefined =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** Whether a write failed on a unique index (a slug or a name someone else took meanwhile). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** Whether a write named a row that does not exist (an author or a gear item deleted meanwhile). */
export const isMissingReference = (error: unknown) => sqlState(error) === '23503';
