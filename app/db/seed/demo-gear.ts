import { randomUUID } from 'node:crypto';
import { slugify } from '~/lib/slug';
import { cover } from './demo-context';
import { gear } from './vocabulary';
import type { DemoCatalog } from './demo-catalog';
import type { DemoContext } from './demo-context';

/** Gear items, and reviews of the first eight with their retailers. */
export function buildDemoGear(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, publishedAt, uniqueSlug, authors } = ctx;
  gear.forEach((item, i) => {
    const gearId = randomUUID();
    catalog.gearItems.push({
      id: gearId,
      slug: uniqueSlug(`${item.brand} ${item.model}`),
      brand: item.brand,
      model: item.model,
      category: item.category,
      msrpCents: item.msrp * 100,
      specs: { Connectivity: 'USB-C, MIDI', Weight: `${random.int(1, 9)}.${random.int(0, 9)} kg` },
      imageUrl: cover(i + 7),
      status: 'published',
      createdAt: publishedAt(i * 6),
    });
    if (i >= 8) return;
    const reviewId = randomUUID();
    catalog.reviews.push({
      id: reviewId,
      slug: uniqueSlug(`${item.brand} ${item.model} review`),
      title: `${item.brand} ${item.model} review`,
      rating: Number((3.6 + random.next() * 1.4).toFixed(1)),
      verdict: `A confident ${item.category.toLowerCase()} choice with a few rough edges.`,
      pros: ['Solid build', 'Fast workflow', 'Sounds great'],
      cons: ['Pricey', 'Menu diving'],
      body: `<p>We used the ${item.brand} ${item.model} for four weeks in the studio and at two club nights.</p><p>It is quick to learn and hard to put down.</p>`,
      priceCents: Math.round(item.msrp * 0.92) * 100,
      coverImageUrl: cover(i + 7),
      status: 'published',
      publishedAt: publishedAt(i * 6 + 1),
      authorId: authors[2]?.id,
      gearId,
    });
    catalog.reviewRetailers.push(
      {
        reviewId,
        label: 'Thomann (demo)',
        url: `https://thomann.example/${slugify(item.model)}`,
        position: 0,
      },
      {
        reviewId,
        label: 'Sweetwater (demo)',
        url: `https://sweetwater.example/${slugify(item.model)}`,
        position: 1,
      },
    );
  });
}
