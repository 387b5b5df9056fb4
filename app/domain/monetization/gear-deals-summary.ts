/** What the gear-deals page says about its deals as a whole, without I/O. */

const DAY_MS = 86_400_000;

/** The newest listing time among the deals (ISO), or null when there are none. */
export function lastListed(deals: readonly { listedAt: string }[]): string | null {
  return deals.reduce<string | null>(
    (latest, deal) => (latest === null || deal.listedAt > latest ? deal.listedAt : latest),
    null,
  );
}

/** Whether the deals were updated in the last day: only then does the page say "Updated Today". */
export function updatedToday(deals: readonly { listedAt: string }[], now: Date): boolean {
  const latest = lastListed(deals);
  return latest !== null && now.getTime() - new Date(latest).getTime() < DAY_MS;
}

type JsonLdDeal = {
  id: string;
  title: string;
  brand: string;
  shop: string;
  dealPriceCents: number;
  currency: string;
  imageUrl: string | null;
  expiresAt: string | null;
};

/**
 * The deals as schema.org wants them: an ItemList of Products, each with the Offer a shop makes. The offer
 * points at the deal on our page, not at its counted redirect, which crawlers need not follow.
 */
export function gearDealsJsonLd(
  deals: readonly JsonLdDeal[],
  { pageUrl, absolute }: { pageUrl: string; absolute: (path: string) => string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Gear Deals',
    url: pageUrl,
    numberOfItems: deals.length,
    itemListElement: deals.map((deal, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: deal.title,
        brand: { '@type': 'Brand', name: deal.brand },
        ...(deal.imageUrl ? { image: absolute(deal.imageUrl) } : {}),
        offers: {
          '@type': 'Offer',
          url: `${pageUrl}#deal-${deal.id}`,
          price: (deal.dealPriceCents / 100).toFixed(2),
          priceCurrency: deal.currency,
          seller: { '@type': 'Organization', name: deal.shop },
          ...(deal.expiresAt ? { priceValidUntil: deal.expiresAt.slice(0, 10) } : {}),
        },
      },
    })),
  };
}
