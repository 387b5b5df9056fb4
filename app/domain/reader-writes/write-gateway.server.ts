import type { Database } from '~/db/client.server';
import { recordAudit, type AuditActor, type AuditEntry } from '~/domain/auth/audit.server';
import { announceContentChange } from './content-changes.server';

declare const throughTheGateway: unique symbol;

/**
 * A transaction opened by `changeForReaders`. Functions that write what readers see take this type, not a
 * plain `Database`, so the compiler sends every such write through the gateway: nothing else can make one.
 */
export type ReaderTransaction = Database & { readonly [throughTheGateway]: true };

/** A change made: what the caller gets back, its audit entries, and whether readers can see it. */
export type ReaderChange<T> = {
  value: T;
  audit: AuditEntry | readonly AuditEntry[];
  /**
   * False when the change touched only what readers cannot see yet (a draft's headline, a slot no page
   * shows): it is audited but announces nothing, so no web process drops its cached pages for it.
   */
  readersSee?: boolean;
};

/** Nothing was changed (a refusal, an id nobody has, a value already set): nothing recorded or announced. */
export type Unchanged<T> = { value: T; unchanged: true };

export const unchanged = <T>(value: T): Unchanged<T> => ({ value, unchanged: true });

/**
 * The one write gateway for what readers see (decision 066): `work` runs in one transaction with its audit
 * entries, and a change readers can see is announced, so every web process drops the pages it keeps (the
 * notice is delivered at commit, and not at all on rollback). `work` answers `unchanged(value)` when it
 * changed nothing. The newsroom's crawl is the one other writer of such tables, through its own store.
 */
export async function changeForReaders<T>(
  db: Database,
  actor: AuditActor,
  work: (tx: ReaderTransaction) => Promise<ReaderChange<T> | Unchanged<T>>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as ReaderTransaction;
    const done = await work(tx);
    if ('unchanged' in done) return done.value;
    const entries = 'action' in done.audit ? [done.audit] : done.audit;
    for (const entry of entries) await recordAudit(tx, actor, entry);
    if (done.readersSee !== false) await announceContentChange(tx);
    return done.value;
  });
}
