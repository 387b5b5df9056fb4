import type { ReviewDetail } from '~/domain/reviews/review-detail.server';
import { formatPrice } from '~/lib/format';

/**
 * The product as stored: brand, model, category, the reviewed price and the list price (MSRP), each in its
 * own stored currency, and every specification.
 */
export function ReviewProductDetails({
  review,
}: {
  review: Pick<ReviewDetail, 'gear' | 'priceCents' | 'currency'>;
}) {
  const { gear } = review;
  const rows: [string, string][] = [];
  if (gear) {
    rows.push(['Brand', gear.brand], ['Model', gear.model]);
    if (gear.category) rows.push(['Category', gear.category]);
  }
  if (review.priceCents !== null) rows.push(['Price', formatPrice(review.priceCents, review.currency)]);
  if (gear && gear.msrpCents !== null) rows.push(['MSRP', formatPrice(gear.msrpCents, gear.currency)]);
  rows.push(...Object.entries(gear?.specs ?? {}));
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="product-details-title"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="product-details-title" className="text-lg font-bold">
        Product Details
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{term}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
