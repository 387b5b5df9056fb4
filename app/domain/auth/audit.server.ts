import type { Database } from '~/db/client.server';
import { auditEvents } from '~/db/schema/auth';

/** Who made a change: a member of the desk, or the operator's command line. */
export type AuditActor = { id: string | null; email: string };

export const CLI_ACTOR: AuditActor = { id: null, email: 'command line' };

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** A transaction or the database itself: record the change in the transaction that makes it. */
type Writer = Pick<Database, 'insert'>;

/** Appends one change to the audit log; pass the change's transaction so both land or neither. */
export async function recordAudit(db: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
