import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { gearDeals } from '~/db/schema/monetization';

export type GearDeal = {
  id: string;
  title: string;
  brand: string;
  model: string;
  shop: string;
  rating: number | null;
  originalPriceCents: number;
  dealPriceCents: number;
  currency: string;
  imageUrl: string | null;
  /** What the shop adds (free shipping, a longer warranty), in the shop's order. */
  benefits: string[];
  /** Whole percent off the original price. */
  discount: number;
  /** When the deal was listed, and when it ends (null: until withdrawn), as ISO times. */
  listedAt: string;
  expiresAt: string | null;
};

/**
 * Active deals that have not expired, biggest saving first. Without the shop's address: readers follow a deal
 * only through `/go/{id}`, so it stays on the server, out of every page's data.
 */
export async function listGearDeals(db: Database, now: Date, limit = 4): Promise<GearDeal[]> {
  const discount = sql<number>`round(100 - 100.0 * ${gearDeals.dealPriceCents} / nullif(${gearDeals.originalPriceCents}, 0))::int`;
  const rows = await db
    .select({
      id: gearDeals.id,
      title: gearDeals.title,
      brand: gearDeals.brand,
      model: gearDeals.model,
      shop: gearDeals.shop,
      rating: gearDeals.rating,
      originalPriceCents: gearDeals.originalPriceCents,
      dealPriceCents: gearDeals.dealPriceCents,
      currency: gearDeals.currency,
      imageUrl: gearDeals.imageUrl,
      benefits: gearDeals.benefits,
      discount,
      listedAt: gearDeals.createdAt,
      expiresAt: gearDeals.expiresAt,
    })
    .from(gearDeals)
    .where(
      and(
        eq(gearDeals.isActive, true),
        or(isNull(gearDeals.expiresAt), gt(gearDeals.expiresAt, now)),
        sql`${gearDeals.dealPriceCents} < ${gearDeals.originalPriceCents}`,
      ),
    )
    .orderBy(desc(discount), desc(gearDeals.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    discount: row.discount ?? 0,
    listedAt: row.listedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}
