import { slugify } from '~/lib/slug';
import type { DemoCatalog } from './demo-catalog-rows';
import type { DemoContext } from './demo-context';
import { cover, day } from './demo-context';

/** A demo shop and what it adds to every order, as its own pages say (each shop its own). */
function dealShop(shop: 'Kabelwerk Music (demo)' | 'Longwave Audio (demo)') {
  const benefits = {
    'Kabelwerk Music (demo)': ['Free shipping', '3-year warranty', '30-day money-back guarantee'],
    'Longwave Audio (demo)': ['Free shipping', '2-year warranty', 'Free tech support'],
  }[shop];
  return { shop, benefits };
}

/**
 * The spec's six gear deals, each at a demo shop, one of them ending in ten days; and one that ended two
 * days ago, which no page may show and whose link answers 404.
 */
export function buildDemoDeals(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random } = ctx;
  const deals: [string, string, string, number, number, number][] = [
    ['DJ controller', 'Stratavox', 'SC-4', 249, 299, 4.7],
    ['Drum machine', 'Varden Electronics', 'VR-8S', 549, 649, 4.8],
    ['Headphones', 'Aalto Monitors', 'AH 25', 119, 149, 4.9],
    ['Groove box', 'Latticework', 'Rhythm Box', 499, 599, 4.5],
    ['Mini keyboard', 'Orelia', 'MiniKeys 3', 89, 109, 4.4],
    ['Controller', 'Lumen Instruments', 'Deckmaster S4', 1099, 1199, 4.6],
  ];
  deals.forEach(([kind, brand, model, deal, original, rating]) => {
    catalog.gearDeals.push({
      // "DJ controller" keeps its capitals; "Drum machine" reads "drum machine" after a name.
      title: `${brand} ${model} ${kind.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())}`,
      brand,
      model,
      ...dealShop(random.pick(['Kabelwerk Music (demo)', 'Longwave Audio (demo)'] as const)),
      rating,
      originalPriceCents: original * 100,
      dealPriceCents: deal * 100,
      imageUrl: cover(deal),
      affiliateUrl: `https://shop.example/${slugify(model)}`,
      expiresAt: model === 'AH 25' ? new Date(ctx.now.getTime() + 10 * day) : null,
    });
  });
  catalog.gearDeals.push({
    title: 'Vireo Machines Pocket Bass synthesizer',
    brand: 'Vireo Machines',
    model: 'Pocket Bass',
    ...dealShop('Kabelwerk Music (demo)'),
    rating: 4.3,
    originalPriceCents: 17_900,
    dealPriceCents: 12_900,
    imageUrl: cover(129),
    affiliateUrl: 'https://shop.example/pocket-bass',
    expiresAt: new Date(ctx.now.getTime() - 2 * day),
  });
}
