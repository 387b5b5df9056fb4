import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import {
  advertisingInquiries,
  contactMessages,
  inboxStatuses,
  tips,
  tipStatuses,
} from '~/db/schema/participation';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';

/** The desk's three inboxes, by the name their address uses (/admin/inbox/tips, …). */
export const inboxBoxes = ['tips', 'contact', 'inquiries'] as const;
export type InboxBox = (typeof inboxBoxes)[number];

/**
 * Each inbox's table, its statuses in the order an editor moves through them, and the entity its audit
 * entries name. A line of the list shows `subject` (a tip's link, a message's subject, an inquiry's company
 * and package); the audit log names an item by its `title`.
 */
const boxes = {
  tips: {
    table: tips,
    statuses: tipStatuses,
    entityType: 'tip',
    subject: sql`coalesce(url, '')`,
    title: sql`left(regexp_replace(message, '[[:space:]]+', ' ', 'g'), 60)`,
  },
  contact: {
    table: contactMessages,
    statuses: inboxStatuses,
    entityType: 'contact_message',
    subject: sql`subject`,
    title: sql`subject`,
  },
  inquiries: {
    table: advertisingInquiries,
    statuses: inboxStatuses,
    entityType: 'advertising_inquiry',
    subject: sql`concat_ws(' · ', nullif(company, ''), nullif(package_name, ''))`,
    title: sql`coalesce(nullif(company, ''), name)`,
  },
} as const;

export const statusesOf = (box: InboxBox): readonly string[] => boxes[box].statuses;

/** How many items an inbox holds, in all and per status (every status present, 0 when none). */
export type InboxCount = { total: number; byStatus: Record<string, number> };

/** The counts of all three inboxes in one round trip, from their (status, created_at) indexes. */
export async function inboxCounts(db: Database): Promise<Record<InboxBox, InboxCount>> {
  const { rows } = await db.execute<{ box: InboxBox; status: string; count: number }>(sql`
    SELECT 'tips' AS box, status, count(*)::int AS count FROM ${tips} GROUP BY status
    UNION ALL
    SELECT 'contact', status, count(*)::int FROM ${contactMessages} GROUP BY status
    UNION ALL
    SELECT 'inquiries', status, count(*)::int FROM ${advertisingInquiries} GROUP BY status`);
  const counts = Object.fromEntries(
    inboxBoxes.map((box) => [
      box,
      { total: 0, byStatus: Object.fromEntries(boxes[box].statuses.map((status) => [status, 0])) },
    ]),
  ) as Record<InboxBox, InboxCount>;
  for (const row of rows) {
    counts[row.box].total += row.count;
    counts[row.box].byStatus[row.status] = row.count;
  }
  return counts;
}

/** A line of an inbox's list. */
export type InboxLine = {
  id: string;
  createdAt: Date;
  status: string;
  name: string | null;
  email: string | null;
  subject: string;
  excerpt: string;
};

export const INBOX_PAGE_SIZE = 25;

/**
 * One page of an inbox, newest first, of one status or all: `hasMore` says whether an older page exists.
 * The order matches the (status, created_at) and created_at indexes, so a page reads only its own rows.
 */
export async function listInbox(
  db: Database,
  box: InboxBox,
  options: { status?: string; page?: number } = {},
): Promise<{ lines: InboxLine[]; hasMore: boolean }> {
  const { table, subject } = boxes[box];
  const page = Math.max(0, options.page ?? 0);
  const where: SQL = options.status ? sql`WHERE status = ${options.status}` : sql``;
  const { rows } = await db.execute<InboxLine & { createdAt: string }>(sql`
    SELECT id, created_at AS "createdAt", status, name, email, ${subject} AS subject,
      left(regexp_replace(message, '[[:space:]]+', ' ', 'g'), 160) AS excerpt
    FROM ${table} ${where}
    ORDER BY created_at DESC, id DESC
    LIMIT ${INBOX_PAGE_SIZE + 1} OFFSET ${page * INBOX_PAGE_SIZE}`);
  return {
    lines: rows.slice(0, INBOX_PAGE_SIZE).map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    hasMore: rows.length > INBOX_PAGE_SIZE,
  };
}

export type StatusChange =
  { ok: true; before: string; after: string } | { ok: false; reason: string; notFound?: boolean };

/**
 * Moves an item to another status and records who did it in the audit log, in one transaction. Setting the
 * status it has already changes and records nothing.
 */
export async function setInboxStatus(
  db: Database,
  actor: AuditActor,
  box: InboxBox,
  id: string,
  status: string,
): Promise<StatusChange> {
  const { table, statuses, entityType } = boxes[box];
  if (!(statuses as readonly string[]).includes(status))
    return { ok: false, reason: `“${status}” is not a status of this inbox` };
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: string; title: string }>(
      sql`SELECT status, ${boxes[box].title} AS title FROM ${table} WHERE id = ${id} FOR UPDATE`,
    );
    const current = rows[0];
    if (!current) return { ok: false, notFound: true, reason: 'It no longer exists' };
    if (current.status === status) return { ok: true, before: status, after: status };
    await tx.execute(sql`UPDATE ${table} SET status = ${status}, updated_at = now() WHERE id = ${id}`);
    await recordAudit(tx, actor, {
      action: `${entityType}.status`,
      entityType,
      entityId: id,
      summary: `Marked the ${entityType.replace('_', ' ')} “${current.title}” ${status}`,
      before: { status: current.status },
      after: { status },
    });
    return { ok: true, before: current.status, after: status };
  });
}
