import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseKv } from '~/db/schema/fediverse';

/**
 * Fedify's key–value store on our PostgreSQL (one table), so every web process shares the caches of
 * remote keys and documents and the memory of which signature spec each server accepted. A key is the JSON
 * of Fedify's key array; an expired row reads as absent and is deleted by `pruneExpiredKv`.
 */
export class PostgresKvStore implements KvStore {
  constructor(private readonly db: Database) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: fediverseKv.value })
      .from(fediverseKv)
      .where(and(eq(fediverseKv.key, encodeKey(key)), live()));
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const expiresAt = expiry(options);
    await this.db
      .insert(fediverseKv)
      .values({ key: encodeKey(key), value: value as object, expiresAt })
      .onConflictDoUpdate({ target: fediverseKv.key, set: { value: value as object, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(fediverseKv).where(eq(fediverseKv.key, encodeKey(key)));
  }

  /** Compare-and-swap in one statement: the row is written only when it still holds `expected`. */
  async cas(key: KvKey, expected: unknown, next: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const encoded = encodeKey(key);
    const expiresAt = expiry(options);
    if (expected === undefined) {
      const inserted = await this.db
        .insert(fediverseKv)
        .values({ key: encoded, value: next as object, expiresAt })
        .onConflictDoNothing()
        .returning({ key: fediverseKv.key });
      return inserted.length === 1;
    }
    const updated = await this.db
      .update(fediverseKv)
      .set({ value: next as object, expiresAt })
      .where(
        and(
          eq(fediverseKv.key, encoded),
          live(),
          sql`${fediverseKv.value} = ${JSON.stringify(expected)}::jsonb`,
        ),
      )
      .returning({ key: fediverseKv.key });
    return updated.length === 1;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    // The JSON of a prefix array without its closing bracket starts the JSON of every longer key.
    const matches = prefix
      ? or(
          eq(fediverseKv.key, encodeKey(prefix)),
          like(fediverseKv.key, `${escapeLike(encodeKey(prefix).slice(0, -1))},%`),
        )
      : undefined;
    const rows = await this.db.select().from(fediverseKv).where(and(matches, live()));
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }
}

export async function pruneExpiredKv(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(fediverseKv)
    .where(lte(fediverseKv.expiresAt, now))
    .returning({ key: fediverseKv.key });
  return deleted.length;
}

const encodeKey = (key: KvKey) => JSON.stringify(key);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const live = () => or(isNull(fediverseKv.expiresAt), gt(fediverseKv.expiresAt, new Date()));

function expiry(options?: KvStoreSetOptions): Date | null {
  if (!options?.ttl) return null;
  return new Date(Date.now() + options.ttl.total({ unit: 'millisecond' }));
}
