import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { gearDeals } from '~/db/schema/monetization';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { checkGearDeal, gearDealLayout, type GearDealInput } from './gear-deal-form';
import { currencyOf } from '../content-desk/shared-fields';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Gear deals on the desk.

type Layout = typeof gearDealLayout;

async function loadGearDeal(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(gearDeals).where(eq(gearDeals.id, id)).limit(1);
  if (!row) return undefined;
  const input: GearDealInput = {
    title: row.title,
    brand: row.brand,
    model: row.model,
    shop: row.shop,
    affiliateUrl: row.affiliateUrl,
    isActive: row.isActive,
    expiresAt: row.expiresAt,
    originalPriceCents: row.originalPriceCents,
    dealPriceCents: row.dealPriceCents,
    currency: currencyOf(row.currency, 'USD'),
    rating: row.rating,
    imageUrl: row.imageUrl,
    benefits: row.benefits,
  };
  return { input, title: row.title, publicPath: row.isActive ? '/gear-deals' : null };
}

async function writeGearDeal(
  tx: ReaderTransaction,
  id: string | null,
  input: GearDealInput,
): Promise<string> {
  const row = {
    ...input,
    affiliateUrl: input.affiliateUrl!,
    originalPriceCents: input.originalPriceCents!,
    dealPriceCents: input.dealPriceCents!,
  };
  const [saved] = id
    ? await tx.update(gearDeals).set(row).where(eq(gearDeals.id, id)).returning({ id: gearDeals.id })
    : await tx.insert(gearDeals).values(row).returning({ id: gearDeals.id });
  return saved!.id;
}

export const gearDealKind = contentKind(
  gearDealLayout,
  entryStore<Layout>({
    entity: 'gear deal',
    table: gearDeals,
    id: gearDeals.id,
    titleOf: (input) => input.title,
    list: {
      table: gearDeals,
      row: {
        id: gearDeals.id,
        title: gearDeals.title,
        detail: sql`${gearDeals.brand} || ' · ' || ${gearDeals.shop}`,
        status: sql`CASE WHEN NOT ${gearDeals.isActive} THEN 'inactive' WHEN ${gearDeals.expiresAt} <= now() THEN 'ended' ELSE 'active' END`,
        updatedAt: gearDeals.createdAt,
      },
      searchIn: [gearDeals.title, gearDeals.brand, gearDeals.model, gearDeals.shop],
      orderBy: [desc(gearDeals.createdAt), desc(gearDeals.id)],
    },
    load: loadGearDeal,
    write: writeGearDeal,
  }),
  checkGearDeal,
);
