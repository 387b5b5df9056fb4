import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { houseAds } from '~/db/schema/monetization';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { houseAdLayout, houseAdPageOf, type HouseAdInput } from './house-ad-form';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// House ads on the desk (admins only).

type Layout = typeof houseAdLayout;

async function loadHouseAd(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(houseAds).where(eq(houseAds.id, id)).limit(1);
  if (!row) return undefined;
  const input: HouseAdInput = {
    title: row.title,
    body: row.body,
    ctaLabel: row.ctaLabel,
    href: houseAdPageOf(row.href),
    weight: row.weight,
    isActive: row.isActive,
  };
  return { input, title: row.title, publicPath: null };
}

async function writeHouseAd(tx: ReaderTransaction, id: string | null, input: HouseAdInput): Promise<string> {
  const row = { ...input, weight: input.weight! };
  const [saved] = id
    ? await tx.update(houseAds).set(row).where(eq(houseAds.id, id)).returning({ id: houseAds.id })
    : await tx.insert(houseAds).values(row).returning({ id: houseAds.id });
  return saved!.id;
}

export const houseAdKind = contentKind(
  houseAdLayout,
  entryStore<Layout>({
    entity: 'house ad',
    table: houseAds,
    id: houseAds.id,
    titleOf: (input) => input.title,
    list: {
      table: houseAds,
      row: {
        id: houseAds.id,
        title: houseAds.title,
        detail: sql`${houseAds.href} || ' · weight ' || ${houseAds.weight}`,
        status: sql`CASE WHEN ${houseAds.isActive} THEN 'active' ELSE 'inactive' END`,
        updatedAt: houseAds.createdAt,
      },
      searchIn: [houseAds.title, houseAds.body],
      orderBy: [desc(houseAds.createdAt), desc(houseAds.id)],
    },
    load: loadHouseAd,
    write: writeHouseAd,
  }),
);
