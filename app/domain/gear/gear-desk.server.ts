import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { gearItems } from '~/db/schema/gear';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import type { FieldOption } from '../content-desk/form-fields';
import { gearLayout, type GearInput } from './gear-form';
import { currencyOf } from '../content-desk/shared-fields';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Gear items on the desk: the products of Tech & Gear and of reviews.

type Layout = typeof gearLayout;

const nameOf = (input: Pick<GearInput, 'brand' | 'model'>) => `${input.brand} ${input.model}`;

async function loadGear(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(gearItems).where(eq(gearItems.id, id)).limit(1);
  if (!row) return undefined;
  const input: GearInput = {
    brand: row.brand,
    model: row.model,
    slug: row.slug,
    category: row.category,
    status: row.status,
    msrpCents: row.msrpCents,
    currency: currencyOf(row.currency, 'USD'),
    imageUrl: row.imageUrl,
    specs: row.specs,
  };
  // No page of its own: readers meet it on Tech & Gear and in its reviews.
  return { input, title: nameOf(input), publicPath: row.status === 'published' ? '/tech' : null };
}

async function writeGear(
  tx: ReaderTransaction,
  id: string | null,
  input: GearInput,
  { slug }: { slug: string | null },
): Promise<string> {
  const row = { ...input, slug: slug!, updatedAt: new Date() };
  const [saved] = id
    ? await tx.update(gearItems).set(row).where(eq(gearItems.id, id)).returning({ id: gearItems.id })
    : await tx.insert(gearItems).values(row).returning({ id: gearItems.id });
  return saved!.id;
}

/** The gear items a review may be about, by name (at most 1000). */
export async function gearChoices(db: Database): Promise<FieldOption[]> {
  return db
    .select({ value: gearItems.id, label: sql<string>`${gearItems.brand} || ' ' || ${gearItems.model}` })
    .from(gearItems)
    .orderBy(asc(gearItems.brand), asc(gearItems.model))
    .limit(1000);
}

export const gearKind = contentKind(
  gearLayout,
  entryStore<Layout>({
    entity: 'gear item',
    table: gearItems,
    id: gearItems.id,
    slug: { column: gearItems.slug, from: nameOf, typed: (input) => input.slug },
    titleOf: nameOf,
    list: {
      table: gearItems,
      row: {
        id: gearItems.id,
        title: sql`${gearItems.brand} || ' ' || ${gearItems.model}`,
        detail: gearItems.category,
        status: gearItems.status,
        updatedAt: gearItems.updatedAt,
      },
      searchIn: [gearItems.brand, gearItems.model],
      orderBy: [desc(gearItems.updatedAt), desc(gearItems.id)],
    },
    load: loadGear,
    write: writeGear,
  }),
);
