import { describe, expect, it } from 'vitest';
import { reviewJsonLd, type ReviewForJsonLd } from './review-json-ld';

const site = {
  name: 'Night Desk',
  canonical: 'https://desk.example/reviews/moog-muse-review',
  image: 'https://desk.example/images/muse.jpg',
  urlOf: (path: string) => `https://desk.example${path}`,
};

const review: ReviewForJsonLd = {
  title: 'Moog Muse review',
  rating: 4.7,
  verdict: 'The warmest polysynth of the year.',
  priceCents: 139_950,
  currency: 'EUR',
  publishedAt: '2026-04-02T06:00:00.000Z',
  updatedAt: '2026-04-03T06:00:00.000Z',
  gear: { brand: 'Moog', model: 'Muse', category: 'Hardware', msrpCents: 149_900, currency: 'GBP' },
  author: { name: 'Rita Reviewer', handle: 'rita' },
};

describe('reviewJsonLd', () => {
  it('describes the product, its offer in the stored currency, the rating out of 5 and the reviewer', () => {
    expect(reviewJsonLd(review, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: 'Moog Muse review',
      url: site.canonical,
      itemReviewed: {
        '@type': 'Product',
        name: 'Moog Muse',
        brand: { '@type': 'Brand', name: 'Moog' },
        model: 'Muse',
        category: 'Hardware',
        image: [site.image],
        offers: { '@type': 'Offer', price: 1399.5, priceCurrency: 'EUR' },
      },
      reviewRating: { '@type': 'Rating', ratingValue: 4.7, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: 'Rita Reviewer', url: 'https://desk.example/author/rita' },
      publisher: { '@type': 'Organization', name: 'Night Desk', url: 'https://desk.example/' },
      datePublished: '2026-04-02T06:00:00.000Z',
      dateModified: '2026-04-03T06:00:00.000Z',
      reviewBody: 'The warmest polysynth of the year.',
      mainEntityOfPage: { '@type': 'WebPage', '@id': site.canonical },
      inLanguage: 'en',
    });
  });

  it('offers the list price in its own currency when the review names no price, and none without either', () => {
    const msrp = reviewJsonLd({ ...review, priceCents: null }, site);
    expect((msrp.itemReviewed as Record<string, unknown>).offers).toEqual({
      '@type': 'Offer',
      price: 1499,
      priceCurrency: 'GBP',
    });
    const none = reviewJsonLd(
      { ...review, priceCents: null, gear: { ...review.gear!, msrpCents: null } },
      site,
    );
    expect(none.itemReviewed).not.toHaveProperty('offers');
  });

  it('names the product by the title without its gear item, and the site without a reviewer', () => {
    const bare = reviewJsonLd({ ...review, gear: null, author: null }, { ...site, image: null });
    expect(bare.itemReviewed).toEqual({
      '@type': 'Product',
      name: 'Moog Muse review',
      offers: { '@type': 'Offer', price: 1399.5, priceCurrency: 'EUR' },
    });
    expect(bare.author).toEqual({
      '@type': 'Organization',
      name: 'Night Desk',
      url: 'https://desk.example/',
    });
  });
});
