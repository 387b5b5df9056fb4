import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';

/** One lock for every worker's item writes: grouping then sees every committed item, and no two batches race. */
const NEWSROOM_WRITE_LOCK = 0x44_52_57_31; // "DRW1"

// Deadlock, serialization failure, and a unique violation (an item stored by a writer that did not take the
// lock): each rolls the batch back, and the retry sees what the other writer committed.
const RETRYABLE = new Set(['40P01', '40001', '23505']);

/** SQLSTATE classes of errors caused by the values written: data exceptions, integrity, program limits. */
const DATA_ERROR_CLASSES = new Set(['22', '23', '54']);

/** The SQLSTATE of a database error, whether drizzle wrapped it or not. */
export const sqlState = (error: unknown): string | undefined =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** Whether PostgreSQL refused the values written (rather than failing as a database). */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && DATA_ERROR_CLASSES.has(state.slice(0, 2));
}

async function withDeadlockRetry<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Runs `work` in one transaction, retried from the start after a deadlock, a serialization failure or a
 * unique violation. `work` takes the write lock (`takeWriteLock`) before it reads what it will write against.
 */
export function inWriteTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return withDeadlockRetry(() => db.transaction((tx) => work(tx as unknown as Database)));
}

/** Takes the newsroom write lock until the transaction ends. */
export async function takeWriteLock(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEWSROOM_WRITE_LOCK})`);
}
