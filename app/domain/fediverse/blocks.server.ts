import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseBlocks } from '~/db/schema/fediverse';

/** Whether an actor (by its id URL) or its instance is blocked. */
export async function isBlocked(db: Database, actorId: string | URL): Promise<boolean> {
  const url = new URL(actorId);
  const rows = await db
    .select({ id: fediverseBlocks.id })
    .from(fediverseBlocks)
    .where(
      or(
        and(eq(fediverseBlocks.kind, 'instance'), eq(fediverseBlocks.value, url.host.toLowerCase())),
        and(eq(fediverseBlocks.kind, 'actor'), eq(fediverseBlocks.value, url.href)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The hosts among these that are blocked instances. */
export async function blockedHosts(db: Database, hosts: string[]): Promise<Set<string>> {
  if (hosts.length === 0) return new Set();
  const rows = await db
    .select({ value: fediverseBlocks.value })
    .from(fediverseBlocks)
    .where(and(eq(fediverseBlocks.kind, 'instance'), inArray(fediverseBlocks.value, hosts)));
  return new Set(rows.map((row) => row.value));
}

export async function addBlock(db: Database, kind: 'instance' | 'actor', value: string): Promise<void> {
  await db.insert(fediverseBlocks).values({ kind, value }).onConflictDoNothing();
}

export async function removeBlock(db: Database, id: string): Promise<void> {
  await db.delete(fediverseBlocks).where(eq(fediverseBlocks.id, id));
}

export async function listBlocks(db: Database) {
  return db.select().from(fediverseBlocks).orderBy(fediverseBlocks.kind, fediverseBlocks.value);
}
