import { describe, expect, it } from 'vitest';
import { gearDealsJsonLd, lastListed, updatedToday } from './gear-deals-summary';

const now = new Date('2026-06-05T12:00:00Z');
const listed = (iso: string) => ({ listedAt: iso });

describe('lastListed and updatedToday', () => {
  it('find the newest listing and say "today" only within a day of it', () => {
    const deals = [listed('2026-06-01T09:00:00.000Z'), listed('2026-06-05T08:00:00.000Z')];
    expect(lastListed(deals)).toBe('2026-06-05T08:00:00.000Z');
    expect(updatedToday(deals, now)).toBe(true);
    expect(updatedToday([listed('2026-06-04T11:59:00.000Z')], now)).toBe(false);
  });

  it('say nothing when there are no deals', () => {
    expect(lastListed([])).toBeNull();
    expect(updatedToday([], now)).toBe(false);
  });
});

describe('gearDealsJsonLd', () => {
  const deal = {
    id: 'd1',
    title: 'Roland TR-8S drum machine',
    brand: 'Roland',
    shop: 'Thomann (demo)',
    dealPriceCents: 54_900,
    currency: 'USD',
    imageUrl: '/images/covers/cover-05.svg',
    expiresAt: '2026-06-15T12:00:00.000Z',
  };
  const ld = gearDealsJsonLd([deal, { ...deal, id: 'd2', imageUrl: null, expiresAt: null }], {
    pageUrl: 'https://dropwire.example/gear-deals',
    absolute: (path) => `https://dropwire.example${path}`,
  });

  it('lists each deal as a Product with its Offer, in order', () => {
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    const [first, second] = ld.itemListElement as Record<string, Record<string, unknown>>[];
    expect(first).toMatchObject({
      position: 1,
      item: {
        '@type': 'Product',
        name: 'Roland TR-8S drum machine',
        brand: { '@type': 'Brand', name: 'Roland' },
        image: 'https://dropwire.example/images/covers/cover-05.svg',
        offers: {
          '@type': 'Offer',
          price: '549.00',
          priceCurrency: 'USD',
          priceValidUntil: '2026-06-15',
          url: 'https://dropwire.example/gear-deals#deal-d1',
          seller: { '@type': 'Organization', name: 'Thomann (demo)' },
        },
      },
    });
    expect(second?.item).not.toHaveProperty('image');
    expect(second?.item?.offers).not.toHaveProperty('priceValidUntil');
  });

  it('never points crawlers at the counted redirect', () => {
    expect(JSON.stringify(ld)).not.toContain('/go/');
  });
});
