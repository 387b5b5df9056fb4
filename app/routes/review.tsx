import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { AdSlot } from '~/components/monetization/ad-slot';
import { AffiliateDisclosure } from '~/components/monetization/affiliate-disclosure';
import { AuthorAvatar } from '~/components/articles/author-avatar';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { CoverImage } from '~/components/cover-image';
import { PageError } from '~/components/page-error';
import { ReviewProductDetails } from '~/components/reviews/review-product-details';
import { ReviewProsCons } from '~/components/reviews/review-pros-cons';
import { ReviewReviewer } from '~/components/reviews/review-reviewer';
import { ReviewWhereToBuy } from '~/components/reviews/review-where-to-buy';
import { StarRating } from '~/components/reviews/star-rating';
import { Badge } from '~/components/ui/badge';
import { Icon } from '~/components/ui/icon';
import { getPublishedReview } from '~/domain/reviews/review-detail.server';
import { linkAffiliateKeywords } from '~/domain/monetization/affiliate-keywords.server';
import { reviewJsonLd } from '~/domain/reviews/review-json-ld';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/review';
import { pageAds } from './shared/page-ads.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';

// One screen for /reviews/{slug} and /tech-gear/{slug} (route ids `review` and `tech-gear-review`); the
// canonical URL is always /reviews/{slug}.

const REVIEW_ADS = ['sidebar-300x250'] as const;

/** A slug as the site makes them; anything else cannot be a review and is not looked up. */
const slugParam = z.string().min(1).max(200);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const slug = slugParam.safeParse(params.slug);
  const review = slug.success ? await getPublishedReview(db, slug.data) : undefined;
  if (!review) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown review');
    throw data(null, { status: 404 });
  }
  const ads = await pageAds({ db, config }, REVIEW_ADS);
  // Active affiliate keywords become counted links (`/go/{id}`); a page with one shows the disclosure.
  const body = await linkAffiliateKeywords(db, review.body);
  const fromTech = new URL(request.url).pathname.startsWith('/tech-gear/');
  // The reader's way here: from Tech & Gear on its own path, from Reviews otherwise.
  const crumbs: Crumb[] = [
    fromTech ? { label: 'Tech & Gear', href: '/tech' } : { label: 'Reviews', href: '/reviews' },
    { label: review.title },
  ];
  const canonical = absoluteUrl(config.SITE_URL, `/reviews/${review.slug}`);
  const image = review.coverImageUrl ? absoluteUrl(config.SITE_URL, review.coverImageUrl) : null;
  return {
    review: { ...review, body: body.html },
    bodyHasAffiliateLinks: body.linked,
    ads,
    crumbs,
    seo: {
      title: review.title,
      description: review.verdict.slice(0, 160) || review.title,
      canonical,
      image,
      type: 'article' as const,
      breadcrumb: breadcrumbTrail(config.SITE_URL, crumbs, canonical),
      jsonLd: [
        reviewJsonLd(review, {
          name: config.SITE_NAME,
          canonical,
          image,
          urlOf: (path) => absoluteUrl(config.SITE_URL, path),
        }),
      ],
    },
  };
}

// A missing review's page is titled as its heading says (as the site's own 404 page is).
export const meta: Route.MetaFunction = (args) =>
  args.error ? [{ title: 'Review Not Found' }, { name: 'robots', content: 'noindex' }] : pageMeta(args);

export const headers = publicPage;

export default function Review({ loaderData }: Route.ComponentProps) {
  const { review, ads, crumbs, bodyHasAffiliateLinks } = loaderData;
  const product = review.gear ? `${review.gear.brand} ${review.gear.model}` : review.title;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article>
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>Review</Badge>
              {review.gear?.category ? <Badge tone="neutral">{review.gear.category}</Badge> : null}
            </div>
            {review.gear ? (
              <p className="mt-4 text-sm font-semibold tracking-widest text-muted uppercase">{product}</p>
            ) : null}
            <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-5xl">{review.title}</h1>
            <div className="mt-4">
              <StarRating rating={review.rating} size="lg" />
            </div>
            <p className="mt-4 text-lg">
              <strong className="font-bold">Verdict:</strong> {review.verdict}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-border py-4 text-sm text-muted">
              {review.author ? (
                <PageLink
                  to={`/author/${encodeURIComponent(review.author.handle)}`}
                  className="inline-flex items-center gap-3 hover:text-text"
                >
                  <AuthorAvatar name={review.author.name} avatar={review.author.avatar} size="h-10 w-10" />
                  <span className="font-semibold text-text">{review.author.name}</span>
                </PageLink>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar" className="h-4 w-4" />
                <time dateTime={review.publishedAt}>{formatLongDate(review.publishedAt)}</time>
              </span>
            </div>
          </header>
          {review.cover ? (
            <CoverImage
              image={review.cover}
              alt=""
              sizes="(min-width: 1280px) 880px, (min-width: 1024px) calc(100vw - 400px), calc(100vw - 32px)"
              widths={[480, 640, 960, 1280, 1920]}
              priority
              className="mt-8 aspect-video w-full rounded-2xl object-cover"
            />
          ) : null}
          <ReviewProsCons pros={review.pros} cons={review.cons} />
          {bodyHasAffiliateLinks ? <AffiliateDisclosure className="mt-8" /> : null}
          {/* Stored HTML is sanitised with one allowlist when it is written (app/lib/html.ts). */}
          <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: review.body }} />
          {review.author ? <ReviewReviewer author={review.author} /> : null}
        </article>

        <div className="flex h-fit flex-col gap-6 lg:sticky lg:top-24">
          <ReviewProductDetails review={review} />
          <ReviewWhereToBuy retailers={review.retailers} product={product} />
          <AdSlot ad={ads['sidebar-300x250']} />
        </div>
      </div>
    </div>
  );
}

/** Missing, unpublished or unreadable: the spec's Review Not Found (HTTP 404 for a missing one). */
// A review that does not exist, is not published, or could not be read: the spec's words, and the way back.
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        heading: 'Review Not Found',
        message: "The review you're looking for doesn't exist or has been removed.",
        back: { to: '/reviews', label: 'Back to Reviews' },
      }}
    />
  );
}
