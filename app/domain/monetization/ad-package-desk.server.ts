import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { adPackages } from '~/db/schema/monetization';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { adPackageLayout, type AdPackageInput } from './ad-package-form';
import { currencyOf } from '../content-desk/shared-fields';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Advertising packages on the desk (admins only).

type Layout = typeof adPackageLayout;

async function loadAdPackage(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(adPackages).where(eq(adPackages.id, id)).limit(1);
  if (!row) return undefined;
  const input: AdPackageInput = {
    name: row.name,
    priceCents: row.priceCents,
    currency: currencyOf(row.currency, 'USD'),
    period: row.period,
    position: row.position,
    popular: row.popular,
    isActive: row.isActive,
    description: row.description,
    features: row.features,
  };
  return { input, title: row.name, publicPath: row.isActive ? '/advertise' : null };
}

async function writeAdPackage(
  tx: ReaderTransaction,
  id: string | null,
  input: AdPackageInput,
): Promise<string> {
  const row = { ...input, priceCents: input.priceCents!, position: input.position!, updatedAt: new Date() };
  const [saved] = id
    ? await tx.update(adPackages).set(row).where(eq(adPackages.id, id)).returning({ id: adPackages.id })
    : await tx.insert(adPackages).values(row).returning({ id: adPackages.id });
  return saved!.id;
}

export const adPackageKind = contentKind(
  adPackageLayout,
  entryStore<Layout>({
    entity: 'ad package',
    table: adPackages,
    id: adPackages.id,
    titleOf: (input) => input.name,
    list: {
      table: adPackages,
      row: {
        id: adPackages.id,
        title: adPackages.name,
        detail: sql`${adPackages.period} || ' · position ' || ${adPackages.position}`,
        status: sql`CASE WHEN ${adPackages.isActive} THEN 'active' ELSE 'inactive' END`,
        updatedAt: adPackages.updatedAt,
      },
      searchIn: [adPackages.name, adPackages.description],
      orderBy: [asc(adPackages.position), desc(adPackages.updatedAt)],
    },
    load: loadAdPackage,
    write: writeAdPackage,
  }),
);
