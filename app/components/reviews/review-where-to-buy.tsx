import type { ReviewRetailer } from '~/domain/reviews/review-detail.server';
import { OutboundLink } from '../outbound-link';
import { Icon } from '../ui/icon';

/** Every retailer of the review, each through `/go/{id}` (counted, sponsored, new tab), with the disclosure. */
export function ReviewWhereToBuy({ retailers, product }: { retailers: ReviewRetailer[]; product: string }) {
  if (retailers.length === 0) return null;
  return (
    <section aria-labelledby="where-to-buy-title" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="where-to-buy-title" className="text-lg font-bold">
        Where to Buy
      </h2>
      <ul className="mt-4 space-y-2">
        {retailers.map((retailer) => (
          <li key={retailer.id}>
            <OutboundLink
              linkId={retailer.id}
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-border px-4 py-2 text-sm font-semibold hover:border-accent"
            >
              <span className="inline-flex items-center gap-2">
                <Icon name="cart" className="h-4 w-4 text-accent" />
                {retailer.label}
                <span className="sr-only">: buy the {product}</span>
              </span>
              <Icon name="external" className="h-4 w-4 text-muted" />
            </OutboundLink>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted">
        These are affiliate links: if you buy through them we may earn a commission, at no cost to you. It
        never decides our verdict.
      </p>
    </section>
  );
}
