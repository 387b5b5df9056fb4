import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/content';
import { gearItems, reviewRetailers, reviews } from '~/db/schema/gear';
import type { SignedImage } from '~/lib/image-url';
import { matchesListSearch } from '../catalogue/list-search.server';
import { loadChildren } from '../catalogue/load-children';
import { REVIEWS_PAGE_SIZE, type ReviewsQuery } from './review-query';
import { withCover } from '../catalogue/signed-cover.server';

// The Reviews list: published reviews, newest first, searched and filtered by the brand of their gear.

export type ReviewCard = {
  id: string;
  slug: string;
  title: string;
  rating: number;
  verdict: string;
  priceCents: number | null;
  /** ISO 4217 code of the price, as stored. */
  currency: string;
  cover: SignedImage | null;
  brand: string | null;
  model: string | null;
  author: { name: string; handle: string } | null;
  /** The first retailer (by position), for the card's buy link through `/go/{id}`. */
  firstRetailer: { id: string; label: string } | null;
};

export type ReviewList = { items: ReviewCard[]; total: number };

/** Words of a gear item's brand and model, for the search box (gear items keep no search vector of their own). */
const gearWords = sql`to_tsvector('dropwire_search', ${gearItems.brand} || ' ' || ${gearItems.model})`;

function reviewsWhere(query: Pick<ReviewsQuery, 'search' | 'brand'>) {
  return and(
    eq(reviews.status, 'published'),
    query.brand === 'all' ? undefined : eq(gearItems.brand, query.brand),
    // A word of the review (its own search vector: title, verdict, pros and cons, body), or of its product's
    // brand or model; neither when the box holds no word.
    or(matchesListSearch(reviews.searchVector, query.search), matchesListSearch(gearWords, query.search)),
  );
}

/** One page of the Reviews list (20 a page) and how many reviews match in all. */
export async function listReviews(db: Database, query: ReviewsQuery): Promise<ReviewList> {
  const where = reviewsWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: reviews.id,
        slug: reviews.slug,
        title: reviews.title,
        rating: reviews.rating,
        verdict: reviews.verdict,
        priceCents: reviews.priceCents,
        currency: reviews.currency,
        // The review's own cover, else its product's picture.
        coverImageUrl: sql<string | null>`coalesce(${reviews.coverImageUrl}, ${gearItems.imageUrl})`,
        brand: gearItems.brand,
        model: gearItems.model,
        authorName: profiles.name,
        authorHandle: profiles.handle,
      })
      .from(reviews)
      .leftJoin(gearItems, eq(gearItems.id, reviews.gearId))
      .leftJoin(profiles, eq(profiles.id, reviews.authorId))
      .where(where)
      // The order of reviews_published_idx; the id keeps pages apart when two share a time.
      .orderBy(sql`${reviews.publishedAt} DESC NULLS LAST`, sql`${reviews.id} DESC`)
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(reviews)
      .leftJoin(gearItems, eq(gearItems.id, reviews.gearId))
      .where(where),
  ]);
  const retailersOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({ id: reviewRetailers.id, reviewId: reviewRetailers.reviewId, label: reviewRetailers.label })
        .from(reviewRetailers)
        .where(inArray(reviewRetailers.reviewId, ids))
        .orderBy(asc(reviewRetailers.position), asc(reviewRetailers.id)),
    (retailer) => retailer.reviewId,
  );
  const items = rows.map(({ authorName, authorHandle, coverImageUrl, ...row }) => {
    const first = retailersOf(row.id)[0];
    return {
      ...row,
      cover: withCover({ coverImageUrl }).cover,
      author: authorName ? { name: authorName, handle: authorHandle ?? '' } : null,
      firstRetailer: first ? { id: first.id, label: first.label } : null,
    };
  });
  return { items, total: totals[0]?.n ?? 0 };
}

/** Most brands the filter offers (the reading spec reads up to 100 gear items for it). */
const MAX_BRANDS = 100;

/** The brand filter's options: the brands of published gear, A to Z. */
export async function listReviewBrands(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: gearItems.brand })
    .from(gearItems)
    .where(eq(gearItems.status, 'published'))
    .orderBy(asc(gearItems.brand))
    .limit(MAX_BRANDS);
  return rows.map((row) => row.brand);
}

/** What the Reviews page shows: one page of reviews and the brands to filter by, read at once. */
export async function getReviewsPage(db: Database, query: ReviewsQuery) {
  const [list, brands] = await Promise.all([listReviews(db, query), listReviewBrands(db)]);
  return { list, brands };
}
