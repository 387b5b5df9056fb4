import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { follows } from '~/db/schema/follows';

/**
 * A subscriber who confirms their address confirms the follows they asked for with it: those start now
 * (alerts cover what is published from this moment).
 */
export async function activatePendingFollows(db: Database, subscriberId: string): Promise<void> {
  await db
    .update(follows)
    .set({ status: 'active', activeSince: sql`now()`, confirmTokenHash: null })
    .where(sql`${follows.subscriberId} = ${subscriberId} AND ${follows.status} = 'pending'`);
}
