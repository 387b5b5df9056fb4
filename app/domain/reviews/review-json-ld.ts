import { offerPrice } from './review-price';

// A review as search engines read it (schema.org Review): the product, its offer, the rating out of 5, the
// reviewer and the verdict. Pure: the route gives the absolute URLs of the site.

type JsonLd = Record<string, unknown>;

export type ReviewForJsonLd = {
  title: string;
  rating: number;
  verdict: string;
  priceCents: number | null;
  currency: string;
  publishedAt: string;
  updatedAt: string;
  gear: { brand: string; model: string; category: string; msrpCents: number | null; currency: string } | null;
  author: { name: string; handle: string } | null;
};

type Site = {
  name: string;
  /** The review's canonical URL (`/reviews/{slug}`). */
  canonical: string;
  image: string | null;
  /** The absolute URL of a path on this site. */
  urlOf: (path: string) => string;
};

/** The offer: the reviewed price, else the list price (MSRP) of the product, each in its stored currency. */
function offer(review: ReviewForJsonLd): JsonLd | undefined {
  const price =
    review.priceCents !== null
      ? { cents: review.priceCents, currency: review.currency }
      : review.gear && review.gear.msrpCents !== null
        ? { cents: review.gear.msrpCents, currency: review.gear.currency }
        : null;
  if (!price) return undefined;
  return { '@type': 'Offer', price: offerPrice(price.cents), priceCurrency: price.currency };
}

export function reviewJsonLd(review: ReviewForJsonLd, site: Site): JsonLd {
  const { gear } = review;
  const productOffer = offer(review);
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: review.title,
    url: site.canonical,
    itemReviewed: {
      '@type': 'Product',
      // Without its gear item, the review's title is the only name of what it reviews.
      name: gear ? `${gear.brand} ${gear.model}` : review.title,
      ...(gear
        ? { brand: { '@type': 'Brand', name: gear.brand }, model: gear.model, category: gear.category }
        : {}),
      ...(site.image ? { image: [site.image] } : {}),
      ...(productOffer ? { offers: productOffer } : {}),
    },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: review.author
      ? { '@type': 'Person', name: review.author.name, url: site.urlOf(`/author/${review.author.handle}`) }
      : { '@type': 'Organization', name: site.name, url: site.urlOf('/') },
    publisher: { '@type': 'Organization', name: site.name, url: site.urlOf('/') },
    datePublished: review.publishedAt,
    dateModified: review.updatedAt,
    reviewBody: review.verdict,
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.canonical },
    inLanguage: 'en',
  };
}
