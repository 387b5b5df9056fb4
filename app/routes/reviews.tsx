import { appServices } from '~/app-context.server';
import { CoverCard, EmptyState, gridClass, SectionPage } from '~/components/section-page';
import { StarRating } from '~/components/star-rating';
import { Icon } from '~/components/ui/icon';
import { listReviews } from '~/domain/content/reviews.server';
import type { Route } from './+types/reviews';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  return {
    reviews: await listReviews(db),
    seo: sectionSeo(
      context,
      'Reviews',
      'Hands-on reviews of DJ gear, synths, studio hardware and software.',
      '/reviews',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      title="Reviews"
      intro="We live with the gear before we judge it: weeks in the studio and nights in the booth."
    >
      {loaderData.reviews.length === 0 ? (
        <EmptyState>No reviews found</EmptyState>
      ) : (
        <ul className={gridClass}>
          {loaderData.reviews.map((review) => (
            <CoverCard key={review.id} image={review.cover}>
              {review.brand ? (
                <p className="text-sm font-semibold text-muted">
                  {review.brand} {review.model}
                </p>
              ) : null}
              <StarRating rating={review.rating} />
              <h2 className="text-lg font-bold">{review.title}</h2>
              <p className="text-sm">{review.verdict}</p>
              <div className="mt-auto flex items-center justify-between gap-3 pt-3 text-sm text-muted">
                <span>
                  {review.priceCents !== null ? price.format(review.priceCents / 100) : ''}
                  {review.authorName ? ` · by ${review.authorName}` : ''}
                </span>
                {review.firstRetailer ? (
                  <a
                    href={review.firstRetailer.url}
                    rel="sponsored noopener nofollow"
                    target="_blank"
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent"
                  >
                    <Icon name="external" className="h-4 w-4" />
                    Buy at {review.firstRetailer.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>
            </CoverCard>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
