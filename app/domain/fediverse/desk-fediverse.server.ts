import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import { fediverseDeliveries, fediverseFollowers, fediverseInbox } from '~/db/schema/fediverse';
import { listActors } from './actors.server';
import { listBlocks } from './blocks.server';
import type { FediverseInboxView } from './inbox-views';

const RECENT = 50;

/** What the desk's fediverse page shows: actors with their follower counts, deliveries, blocks, the inbox. */
export async function deskFediverse(db: Database, siteName: string) {
  const [actors, counts, deliveries, blocks, inbox] = await Promise.all([
    listActors(db, siteName),
    db
      .select({ identifier: fediverseFollowers.actorIdentifier, followers: count() })
      .from(fediverseFollowers)
      .groupBy(fediverseFollowers.actorIdentifier),
    db
      .select({
        id: fediverseDeliveries.id,
        activityType: fediverseDeliveries.activityType,
        signer: fediverseDeliveries.signer,
        inbox: fediverseDeliveries.inbox,
        status: fediverseDeliveries.status,
        attempts: fediverseDeliveries.attempts,
        lastStatus: fediverseDeliveries.lastStatus,
        lastError: fediverseDeliveries.lastError,
        createdAt: fediverseDeliveries.createdAt,
      })
      .from(fediverseDeliveries)
      .orderBy(desc(fediverseDeliveries.createdAt))
      .limit(RECENT),
    listBlocks(db),
    db.select().from(fediverseInbox).orderBy(desc(fediverseInbox.receivedAt)).limit(RECENT),
  ]);
  const followers = new Map(counts.map((row) => [row.identifier, row.followers]));
  return {
    actors: actors.map((actor) => ({ ...actor, followers: followers.get(actor.identifier) ?? 0 })),
    deliveries,
    blocks,
    inbox,
  };
}

/** The followers of one actor, newest first. */
export async function actorFollowers(db: Database, identifier: string) {
  return db
    .select()
    .from(fediverseFollowers)
    .where(eq(fediverseFollowers.actorIdentifier, identifier))
    .orderBy(desc(fediverseFollowers.createdAt))
    .limit(500);
}

const viewFilter = (view: FediverseInboxView) =>
  view === 'hidden'
    ? eq(fediverseInbox.hidden, true)
    : view === 'answered'
      ? and(eq(fediverseInbox.hidden, false), isNotNull(fediverseInbox.answeredAt))
      : and(eq(fediverseInbox.hidden, false), isNull(fediverseInbox.answeredAt));

const FEDIVERSE_INBOX_PAGE_SIZE = 25;

/**
 * One page of the fediverse replies and mentions for the desk's inbox (`/admin/inbox/fediverse`), beside
 * tips: open ones (neither answered nor hidden), answered or hidden, newest first.
 */
export async function listFediverseInbox(
  db: Database,
  options: { view?: FediverseInboxView; page?: number } = {},
) {
  const page = Math.max(0, options.page ?? 0);
  const rows = await db
    .select()
    .from(fediverseInbox)
    .where(viewFilter(options.view ?? 'open'))
    .orderBy(desc(fediverseInbox.receivedAt), desc(fediverseInbox.id))
    .limit(FEDIVERSE_INBOX_PAGE_SIZE + 1)
    .offset(page * FEDIVERSE_INBOX_PAGE_SIZE);
  return {
    items: rows.slice(0, FEDIVERSE_INBOX_PAGE_SIZE),
    hasMore: rows.length > FEDIVERSE_INBOX_PAGE_SIZE,
  };
}

/** How many replies and mentions are open, answered and hidden (the inbox's tab and overview). */
export async function fediverseInboxCounts(db: Database): Promise<Record<FediverseInboxView, number>> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) FILTER (WHERE NOT hidden AND answered_at IS NULL)::int`,
      answered: sql<number>`count(*) FILTER (WHERE NOT hidden AND answered_at IS NOT NULL)::int`,
      hidden: sql<number>`count(*) FILTER (WHERE hidden)::int`,
    })
    .from(fediverseInbox);
  return row ?? { open: 0, answered: 0, hidden: 0 };
}

/**
 * Hides a reply or mention from the desk's inbox (or shows it again), with an audit entry saying who did it,
 * in one transaction. Answers false when there is no such item; setting what it is already records nothing.
 */
export async function setInboxItemHidden(
  db: Database,
  by: AuditActor,
  id: string,
  hidden: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(fediverseInbox).where(eq(fediverseInbox.id, id)).for('update');
    if (!item) return false;
    if (item.hidden === hidden) return true;
    await tx.update(fediverseInbox).set({ hidden }).where(eq(fediverseInbox.id, id));
    await recordAudit(tx, by, {
      action: hidden ? 'fediverse.reply.hide' : 'fediverse.reply.show',
      entityType: 'fediverse_inbox',
      entityId: id,
      summary: `${hidden ? 'Hid' : 'Showed again'} the ${item.kind} from ${item.actorHandle ?? item.actorId}`,
      before: { hidden: item.hidden },
      after: { hidden },
    });
    return true;
  });
}
