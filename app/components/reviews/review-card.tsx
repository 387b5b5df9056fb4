import type { ReviewCard as ReviewCardData } from '~/domain/reviews/reviews.server';
import { formatPrice } from '~/lib/format';
import { OutboundLink } from '../outbound-link';
import { CoverCard, CoverCardBody } from '../section-page';
import { StarRating } from './star-rating';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

const reviewHref = (slug: string) => `/reviews/${encodeURIComponent(slug)}`;

/**
 * A review in the list: the product, the rating, the linked title, the verdict, the price in its stored
 * currency and the reviewer; Read Review, and a buy link to the first retailer through `/go/{id}`.
 */
export function ReviewCard({ review }: { review: ReviewCardData }) {
  return <CoverCard component={ReviewCardContent} props={{ review }} />;
}

function ReviewCardContent({ review }: { review: ReviewCardData }) {
  return (
    <CoverCardBody image={review.cover}>
      {review.brand ? (
        <p className="text-sm font-semibold text-muted">
          {review.brand} {review.model}
        </p>
      ) : null}
      <StarRating rating={review.rating} />
      <h2 className="text-lg leading-snug font-bold">
        <PageLink
          to={reviewHref(review.slug)}
          prefetch="intent"
          className="hover:text-accent hover:underline"
        >
          {review.title}
        </PageLink>
      </h2>
      <p className="text-sm">{review.verdict}</p>
      <p className="text-sm text-muted">
        {review.priceCents !== null ? (
          <span className="font-semibold text-text">{formatPrice(review.priceCents, review.currency)}</span>
        ) : null}
        {review.priceCents !== null && review.author ? ' · ' : null}
        {review.author ? `by ${review.author.name}` : null}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-3">
        <PageLink to={reviewHref(review.slug)} className={buttonClass('secondary')}>
          Read Review<span className="sr-only">: {review.title}</span>
        </PageLink>
        {review.firstRetailer ? (
          <OutboundLink
            linkId={review.firstRetailer.id}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-border text-accent hover:border-accent"
          >
            <Icon name="cart" className="h-5 w-5" />
            <span className="sr-only">
              Buy the {review.brand ? `${review.brand} ${review.model}` : 'product'} at{' '}
              {review.firstRetailer.label}
            </span>
          </OutboundLink>
        ) : null}
      </div>
    </CoverCardBody>
  );
}
