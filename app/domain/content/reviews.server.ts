import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/content';
import { gearItems, reviewRetailers, reviews } from '~/db/schema/gear';
import { loadChildren } from './load-children';
import { withCover } from './signed-cover.server';

// Reviews for readers: published only.

export async function listReviews(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: reviews.id,
      slug: reviews.slug,
      title: reviews.title,
      rating: reviews.rating,
      verdict: reviews.verdict,
      priceCents: reviews.priceCents,
      coverImageUrl: reviews.coverImageUrl,
      brand: gearItems.brand,
      model: gearItems.model,
      authorName: profiles.name,
    })
    .from(reviews)
    .leftJoin(gearItems, eq(gearItems.id, reviews.gearId))
    .leftJoin(profiles, eq(profiles.id, reviews.authorId))
    .where(eq(reviews.status, 'published'))
    .orderBy(sql`${reviews.publishedAt} DESC NULLS LAST`)
    .limit(limit);
  const retailersOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({
          reviewId: reviewRetailers.reviewId,
          label: reviewRetailers.label,
          url: reviewRetailers.url,
        })
        .from(reviewRetailers)
        .where(inArray(reviewRetailers.reviewId, ids))
        .orderBy(asc(reviewRetailers.position)),
    (retailer) => retailer.reviewId,
  );
  return rows.map((row) => ({ ...withCover(row), firstRetailer: retailersOf(row.id)[0] ?? null }));
}
