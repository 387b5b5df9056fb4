import { asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { adPackages } from '~/db/schema/monetization';
import { slugify } from '~/lib/slug';

/** An advertising package as /advertise offers it; `slug` names it in links (`?package=`) and the form. */
export type AdPackage = {
  slug: string;
  name: string;
  priceCents: number;
  currency: string;
  /** What the price buys: 'article', 'review', 'month'. */
  period: string;
  description: string;
  features: string[];
  popular: boolean;
};

/** The packages on offer, in the operator's order (`position`). */
export async function listAdPackages(db: Database): Promise<AdPackage[]> {
  const rows = await db
    .select({
      name: adPackages.name,
      priceCents: adPackages.priceCents,
      currency: adPackages.currency,
      period: adPackages.period,
      description: adPackages.description,
      features: adPackages.features,
      popular: adPackages.popular,
    })
    .from(adPackages)
    .where(eq(adPackages.isActive, true))
    .orderBy(asc(adPackages.position), asc(adPackages.name));
  return rows.map((row) => ({ ...row, slug: slugify(row.name) }));
}
