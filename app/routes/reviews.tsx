import { appServices } from '~/app-context.server';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { ReviewCard } from '~/components/reviews/review-card';
import { gridClass, SectionPage } from '~/components/section-page';
import { hasActiveFilters, listQueryString, pageCountOf } from '~/domain/catalogue/list-query';
import { REVIEWS_PAGE_SIZE, reviewsDefaults } from '~/domain/reviews/review-query';
import { parseReviewsQuery } from '~/domain/reviews/review-query-schema';
import { getReviewsPage } from '~/domain/reviews/reviews.server';
import type { Route } from './+types/reviews';
import { listPageNotFound } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const query = parseReviewsQuery(request);
  const { list, brands } = await getReviewsPage(db, query);
  const pageCount = pageCountOf(list.total, REVIEWS_PAGE_SIZE);
  if (query.page > pageCount) listPageNotFound(logger, request, 'reviews page past the end');
  // One URL per brand and page; a search or another order is a view of those, not a page of its own.
  const url = (page: number) =>
    absoluteUrl(config.SITE_URL, `/reviews${listQueryString({ brand: query.brand, page }, reviewsDefaults)}`);
  const canonical = url(query.page);
  const title = query.brand === 'all' ? 'Reviews' : `${query.brand} Reviews`;
  return {
    query,
    list,
    brands,
    pageCount,
    seo: {
      title: query.page > 1 ? `${title} (page ${query.page})` : title,
      description: `Hands-on reviews of ${query.brand === 'all' ? 'DJ gear, synths, studio hardware and software' : `${query.brand} gear`}: verdicts, pros and cons, prices and where to buy.`,
      canonical,
      prev: query.page > 1 ? url(query.page - 1) : null,
      next: query.page < pageCount ? url(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Reviews' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { query, list, brands, pageCount } = loaderData;
  const filtered = hasActiveFilters(query, reviewsDefaults);
  const clear = filtered ? { label: 'Clear Filters', to: '/reviews' } : undefined;
  const brandOptions = [
    { value: 'all', label: 'All brands' },
    ...brands.map((brand) => ({ value: brand, label: brand })),
  ];
  // A brand in a shared link that no published gear has any more still shows as chosen.
  if (query.brand !== 'all' && !brands.includes(query.brand))
    brandOptions.push({ value: query.brand, label: query.brand });

  return (
    <SectionPage
      title="Reviews"
      intro="We live with the gear before we judge it: weeks in the studio and nights in the booth."
    >
      <ListFilters
        path="/reviews"
        label="Filter reviews"
        values={query}
        defaults={reviewsDefaults}
        search={{
          name: 'search',
          label: 'Search reviews',
          placeholder: 'Search by title, brand or model...',
        }}
        selects={[{ name: 'brand', label: 'Brand', options: brandOptions }]}
        clear={clear && { label: clear.label, href: clear.to }}
      />

      <ListCount shown={list.items.length} total={list.total} one="review" noun="reviews" />
      <ListSkeletons count={6} className={gridClass} />
      <ListResults>
        {list.items.length === 0 ? (
          <ListEmpty title="No reviews found" text="Try other words, or another brand." clear={clear} />
        ) : (
          <ul className={gridClass} aria-label="Reviews">
            {list.items.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
        <Pagination
          page={query.page}
          pageCount={pageCount}
          label="Reviews pages"
          hrefOf={(page) => `/reviews${listQueryString({ ...query, page }, reviewsDefaults)}`}
        />
      </ListResults>
    </SectionPage>
  );
}
