import { createHash } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { rateLimitEvents } from '~/db/schema/participation';

export type RateLimit = { bucket: string; limit: number; windowMs: number };

/**
 * Records one attempt and says whether it is within the limit. The sender is stored only as a hash
 * of their address, so the table holds no raw IP.
 */
export async function takeRateLimit(
  db: Database,
  rule: RateLimit,
  sender: string,
  now = new Date(),
): Promise<boolean> {
  const keyHash = createHash('sha256').update(`${rule.bucket}\n${sender}`).digest('base64url').slice(0, 32);
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.keyHash, keyHash),
        gt(rateLimitEvents.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) >= rule.limit) return false;
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, keyHash, createdAt: now });
  return true;
}
