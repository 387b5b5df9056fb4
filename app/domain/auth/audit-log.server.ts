import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { auditEvents } from '~/db/schema/auth';

export const AUDIT_PAGE_SIZE = 25;

/** What an admin filters the audit log by; every part is optional. Days are UTC, `to` included. */
export type AuditFilter = {
  action?: string;
  entityType?: string;
  actor?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
};

export type AuditEvent = {
  id: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export type AuditPage = { events: AuditEvent[]; total: number; page: number; pageCount: number };

const DAY_MS = 86_400_000;

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.entityType ? eq(auditEvents.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditEvents.entityId, filter.entityId) : undefined,
    filter.actor ? eq(auditEvents.actorEmail, filter.actor) : undefined,
    filter.from ? gte(auditEvents.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(auditEvents.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
}

/** One page of the audit log, newest first, filtered. */
export async function listAuditEvents(db: Database, filter: AuditFilter): Promise<AuditPage> {
  const where = whereOf(filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(where);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    // The indexes end in created_at DESC: each filter reads its own in order.
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    events: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageCount,
  };
}

/** The values the log's filters offer: every action, entity type and actor it holds. */
export async function auditFilterChoices(
  db: Database,
): Promise<{ actions: string[]; entityTypes: string[]; actors: string[] }> {
  const [actions, entityTypes, actors] = await Promise.all([
    db.selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action),
    db.selectDistinct({ value: auditEvents.entityType }).from(auditEvents).orderBy(auditEvents.entityType),
    db.selectDistinct({ value: auditEvents.actorEmail }).from(auditEvents).orderBy(auditEvents.actorEmail),
  ]);
  const values = (rows: { value: string }[]) => rows.map((row) => row.value);
  return { actions: values(actions), entityTypes: values(entityTypes), actors: values(actors) };
}
