import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseDeliveries, fediverseFollowers, fediverseInbox } from '~/db/schema/fediverse';
import { listActors } from './actors.server';
import { listBlocks } from './blocks.server';

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

/** Hides a reply or mention from the desk's inbox (or shows it again). */
export async function setInboxItemHidden(db: Database, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(fediverseInbox)
    .set({ hidden })
    .where(eq(fediverseInbox.id, id))
    .returning({ id: fediverseInbox.id });
  return rows.length === 1;
}
