import { randomUUID } from 'node:crypto';
import { slugify } from '~/lib/slug';
import { cover } from './demo-context';
import { gear } from './vocabulary';
import type { DemoCatalog } from './demo-catalog-rows';
import type { DemoContext } from './demo-context';

type GearSeed = {
  brand: string;
  model: string;
  category: (typeof gear)[number]['category'] | 'Plugins';
  msrp: number;
  /** Hardware's weight. */
  kg?: number;
  currency?: string;
};

/**
 * Gear beyond the vocabulary's (which the demo news also names): plugins, and studio gear priced in euros and
 * pounds, so the list shows every kind of price as stored.
 */
const moreGear: GearSeed[] = [
  { brand: 'Quillon', model: 'Sharp-EQ 4', category: 'Plugins', msrp: 169, currency: 'EUR' },
  { brand: 'Ferrite Sound', model: 'Wavecaster 2', category: 'Plugins', msrp: 249 },
  { brand: 'Northcoil', model: 'Duet 2x2', category: 'Studio', msrp: 199, kg: 0.5, currency: 'GBP' },
  { brand: 'Aalto Monitors', model: 'AM-30', category: 'Studio', msrp: 1450, kg: 5.6, currency: 'EUR' },
];
/** Which of them have a review, and its rating (the vocabulary's eight draw theirs). */
const moreRatings: Record<string, number> = { 'Sharp-EQ 4': 4.8, 'Wavecaster 2': 4.4, 'Duet 2x2': 4.1 };

const softwareCategories = new Set(['Software', 'AI', 'Plugins']);

/** Specifications as a shop lists them, by kind of product; hardware has a weight. */
function specsOf(item: GearSeed, weight: string): Record<string, string> {
  switch (item.category) {
    case 'DJ Gear':
      return { Connectivity: 'USB-C, Ethernet (deck link)', Outputs: 'XLR, RCA', Weight: weight };
    case 'Production':
      return {
        Pads: '16, velocity and pressure sensitive',
        Connectivity: 'USB-C, MIDI in/out',
        Weight: weight,
      };
    case 'Hardware':
      return { Sequencer: '64 steps per pattern', Connectivity: 'USB-C, MIDI in/out/thru', Weight: weight };
    case 'Studio':
      return { 'Sample rate': 'Up to 192 kHz', Connectivity: 'USB-C', Weight: weight };
    default:
      return {
        Formats: item.category === 'Software' ? 'Standalone' : 'VST3, AU, AAX, CLAP',
        Platforms: 'macOS, Windows',
        Licence: 'Perpetual, two computers',
      };
  }
}

const verdicts: Record<string, string> = {
  'DJ Gear': 'Club-standard feel and sound; the price is the only thing keeping it out of more booths.',
  Production: 'A complete studio you can play, held back only by a few menus too deep.',
  Hardware: 'Hands-on sound design that rewards time spent with it.',
  Studio: 'Clean, quiet and dependable: the kind of studio gear you stop thinking about.',
  Software: 'Fast, stable and built around how DJs actually work.',
  AI: 'Smart starting points that a good ear still needs to finish.',
  Plugins: 'Precise, light on the CPU and quick to use: it earns a place on every mix bus.',
};
const pros: Record<string, string[]> = {
  hardware: ['Solid build', 'Fast, hands-on workflow', 'Sounds great out of the box'],
  software: ['Light on the CPU', 'Clear, resizable interface', 'Free updates within the version'],
};
const cons: Record<string, string[]> = {
  hardware: ['Pricey', 'Some menu diving'],
  software: ['Licence tied to two computers', 'Manual lags behind the features'],
};
/** Shops that sell it, one per row of Where to Buy (hosts under .example: the demo never links out). */
const shops = (item: GearSeed) =>
  softwareCategories.has(item.category)
    ? [
        { label: 'Plugshelf (demo)', host: 'plugshelf.example' },
        { label: `${item.brand} store (demo)`, host: `${slugify(item.brand)}.example` },
      ]
    : item.currency === 'GBP'
      ? [
          { label: 'Soundyard (demo)', host: 'soundyard.example' },
          { label: 'Kabelwerk Music (demo)', host: 'kabelwerk.example' },
        ]
      : [
          { label: 'Kabelwerk Music (demo)', host: 'kabelwerk.example' },
          { label: 'Longwave Audio (demo)', host: 'longwave.example' },
        ];

/**
 * The vocabulary's gear and a few more items (every category, prices in USD, EUR and GBP), with reviews of
 * the vocabulary's first eight and three of the others, each with its retailers. The shared random stream is
 * drawn exactly as before these additions (two draws per vocabulary item, a rating per review of it), so the
 * builders after this one make the same demo as ever.
 */
export function buildDemoGear(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, publishedAt, uniqueSlug, authors } = ctx;
  const items: {
    item: GearSeed;
    weight: string;
    /** How far under the list price shops sell it, in percent. */
    discount: number;
    rating: number | null;
    daysAgo: number;
  }[] = [];
  const weightOf = (item: GearSeed) => (item.kg === undefined ? '' : `${item.kg} kg`);
  gear.forEach((item, i) => {
    // Two draws, as when the weights were drawn: the stream stays as it was for the builders after this one.
    const discount = random.int(1, 9) + random.int(0, 9);
    const rating = i < 8 ? Number((3.6 + random.next() * 1.4).toFixed(1)) : null;
    items.push({ item, weight: weightOf(item), discount: Math.max(3, discount), rating, daysAgo: i * 6 });
  });
  moreGear.forEach((item, i) => {
    items.push({
      item,
      weight: weightOf(item),
      discount: 5 + ((i * 4) % 9),
      rating: moreRatings[item.model] ?? null,
      daysAgo: 3 + i * 11,
    });
  });

  items.forEach(({ item, weight, discount, rating, daysAgo }, i) => {
    const gearId = randomUUID();
    const name = `${item.brand} ${item.model}`;
    const currency = item.currency ?? 'USD';
    catalog.gearItems.push({
      id: gearId,
      slug: uniqueSlug(name),
      brand: item.brand,
      model: item.model,
      category: item.category,
      msrpCents: item.msrp * 100,
      currency,
      specs: specsOf(item, weight),
      imageUrl: cover(i + 7),
      status: 'published',
      // Added a day before its review is published.
      createdAt: publishedAt(daysAgo + 1),
    });
    if (rating === null) return;
    const kind = softwareCategories.has(item.category) ? 'software' : 'hardware';
    const reviewId = randomUUID();
    catalog.reviews.push({
      id: reviewId,
      slug: uniqueSlug(`${name} review`),
      title: `${name} review`,
      rating,
      verdict: verdicts[item.category] ?? verdicts.Hardware!,
      pros: pros[kind]!,
      cons: cons[kind]!,
      body: [
        `<p>We used the ${name} for four weeks, in the studio and at two club nights, before writing a word.</p>`,
        `<h2>In use</h2><p>It is quick to learn and hard to put down: most of what you need is one step away.</p>`,
        `<h2>Who it is for</h2><p>DJs and producers who want the ${item.model} to stay out of the way of the music.</p>`,
      ].join(''),
      // The street price, a few percent under the list price, in the same currency.
      priceCents: Math.round(item.msrp * (1 - discount / 100)) * 100,
      currency,
      coverImageUrl: cover(i + 7),
      status: 'published',
      publishedAt: publishedAt(daysAgo),
      authorId: authors[2]?.id,
      gearId,
    });
    shops(item).forEach((shop, position) =>
      catalog.reviewRetailers.push({
        reviewId,
        label: shop.label,
        url: `https://${shop.host}/${slugify(item.model)}`,
        position,
      }),
    );
  });
}
