import { slugify } from '~/lib/slug';
import type { DemoCatalog } from './demo-catalog';
import type { DemoContext } from './demo-context';
import { cover } from './demo-context';

/** The spec's six gear deals, each at a demo shop. */
export function buildDemoDeals(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random } = ctx;
  const deals: [string, string, string, number, number, number][] = [
    ['DJ controller', 'Pioneer DJ', 'DDJ-FLX4', 249, 299, 4.7],
    ['Drum machine', 'Roland', 'TR-8S', 549, 649, 4.8],
    ['Headphones', 'Sennheiser', 'HD 25', 119, 149, 4.9],
    ['Groove box', 'Novation', 'Circuit Rhythm', 499, 599, 4.5],
    ['Mini keyboard', 'Arturia', 'MiniLab 3', 89, 109, 4.4],
    ['Controller', 'Native Instruments', 'Traktor S4 MK3', 1099, 1199, 4.6],
  ];
  deals.forEach(([kind, brand, model, deal, original, rating]) => {
    catalog.gearDeals.push({
      title: `${brand} ${model} ${kind.toLowerCase()}`,
      brand,
      model,
      shop: random.pick(['Thomann (demo)', 'Sweetwater (demo)']),
      rating,
      originalPriceCents: original * 100,
      dealPriceCents: deal * 100,
      imageUrl: cover(deal),
      affiliateUrl: `https://shop.example/${slugify(model)}`,
      benefits: ['Free shipping', '2-year warranty', '30-day returns'],
    });
  });
}
