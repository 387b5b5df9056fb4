import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { affiliateMappings, gearDeals, type outboundLinkKinds } from '~/db/schema/monetization';
import { reviewRetailers, reviews } from '~/db/schema/gear';
import { outboundTarget } from './outbound-target';

export type OutboundLinkKind = (typeof outboundLinkKinds)[number];

/** A stored link readers may follow now, and where it leads. */
export type OutboundLink = { kind: OutboundLinkKind; id: string; target: string };

/**
 * The stored link with this id that may be followed now: a retailer of a published review, an active gear
 * deal that has not expired, or an active affiliate mapping. Undefined for anything else, and for a stored
 * target that is not an http(s) address. One round trip, each branch by primary key.
 */
export async function findOutboundLink(
  db: Database,
  id: string,
  now = new Date(),
): Promise<OutboundLink | undefined> {
  const { rows } = await db.execute<{ kind: OutboundLinkKind; url: string }>(sql`
    SELECT 'retailer' AS kind, r.url FROM ${reviewRetailers} r JOIN ${reviews} v ON v.id = r.review_id
      WHERE r.id = ${id} AND v.status = 'published'
    UNION ALL
    SELECT 'deal', affiliate_url FROM ${gearDeals}
      WHERE id = ${id} AND is_active AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)
    UNION ALL
    SELECT 'mapping', affiliate_url FROM ${affiliateMappings} WHERE id = ${id} AND is_active
    LIMIT 1`);
  const row = rows[0];
  const target = row ? outboundTarget(row.url) : undefined;
  return row && target ? { kind: row.kind, id, target } : undefined;
}
