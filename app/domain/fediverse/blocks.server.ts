import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import { fediverseBlocks } from '~/db/schema/fediverse';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';

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

/**
 * Blocks an instance (by host) or an actor (by id) from the desk, through the write gateway with an audit
 * entry (decision 075): its activities are refused and it receives nothing. No cached page shows blocks, so
 * nothing is announced. Answers false when it was blocked already (nothing recorded).
 */
export async function addBlock(
  db: Database,
  by: AuditActor,
  kind: 'instance' | 'actor',
  value: string,
): Promise<boolean> {
  return changeForReaders(db, by, async (tx) => {
    const [row] = await tx
      .insert(fediverseBlocks)
      .values({ kind, value })
      .onConflictDoNothing()
      .returning({ id: fediverseBlocks.id });
    if (!row) return unchanged(false);
    return {
      value: true,
      audit: {
        action: 'fediverse.block',
        entityType: 'fediverse_block',
        entityId: row.id,
        summary: `Blocked the ${kind} ${value} on the fediverse`,
        after: { kind, value },
      },
      readersSee: false,
    };
  });
}

/** Lifts a block, through the write gateway with an audit entry; false when there was no such block. */
export async function removeBlock(db: Database, by: AuditActor, id: string): Promise<boolean> {
  return changeForReaders(db, by, async (tx) => {
    const [row] = await tx.delete(fediverseBlocks).where(eq(fediverseBlocks.id, id)).returning();
    if (!row) return unchanged(false);
    return {
      value: true,
      audit: {
        action: 'fediverse.unblock',
        entityType: 'fediverse_block',
        entityId: row.id,
        summary: `Lifted the block of the ${row.kind} ${row.value} on the fediverse`,
        before: { kind: row.kind, value: row.value },
      },
      readersSee: false,
    };
  });
}

export async function listBlocks(db: Database) {
  return db.select().from(fediverseBlocks).orderBy(fediverseBlocks.kind, fediverseBlocks.value);
}
