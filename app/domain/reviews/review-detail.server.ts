import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { profiles } from '~/db/schema/content';
import { gearItems, reviewRetailers, reviews } from '~/db/schema/gear';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';
import { memoPageRead } from '../reader-writes/content-memo.server';

/** A shop that sells the product; readers reach it through `/go/{id}`, never by its stored URL. */
export type ReviewRetailer = { id: string; label: string };

export type ReviewDetail = {
  id: string;
  slug: string;
  title: string;
  rating: number;
  verdict: string;
  pros: string[];
  cons: string[];
  /** Sanitised HTML, as stored. */
  body: string;
  priceCents: number | null;
  /** ISO 4217 code of the price, as stored. */
  currency: string;
  coverImageUrl: string | null;
  cover: SignedImage | null;
  publishedAt: string;
  updatedAt: string;
  /** The product reviewed; null when its gear item was deleted or never linked. */
  gear: {
    brand: string;
    model: string;
    category: string;
    msrpCents: number | null;
    /** ISO 4217 code of the MSRP, as stored (it may differ from the review's price). */
    currency: string;
    specs: Record<string, string>;
  } | null;
  author: { name: string; handle: string; bio: string | null; avatar: SignedImage | null } | null;
  retailers: ReviewRetailer[];
};

/** The retailers of the review, in their order, as JSON: in the same round trip as the review. */
const retailersJson = sql<ReviewRetailer[]>`coalesce((
  SELECT json_agg(json_build_object('id', rr.id, 'label', rr.label) ORDER BY rr.position, rr.id)
  FROM ${reviewRetailers} rr WHERE rr.review_id = ${reviews.id}), '[]'::json)`;

/** A review page's own row, with its gear, author and retailers: run for every view of the page. */
const publishedReviewQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: reviews.id,
      slug: reviews.slug,
      title: reviews.title,
      rating: reviews.rating,
      verdict: reviews.verdict,
      pros: reviews.pros,
      cons: reviews.cons,
      body: reviews.body,
      priceCents: reviews.priceCents,
      currency: reviews.currency,
      coverImageUrl: sql<string | null>`coalesce(${reviews.coverImageUrl}, ${gearItems.imageUrl})`,
      // A published review has its date (set when it was published); its creation stands in otherwise.
      publishedAt: sql<Date>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`.mapWith(
        reviews.publishedAt,
      ),
      updatedAt: reviews.updatedAt,
      brand: gearItems.brand,
      model: gearItems.model,
      category: gearItems.category,
      msrpCents: gearItems.msrpCents,
      gearCurrency: gearItems.currency,
      specs: gearItems.specs,
      authorName: profiles.name,
      authorHandle: profiles.handle,
      authorBio: profiles.bio,
      authorAvatarUrl: profiles.avatarUrl,
      retailers: retailersJson,
    })
    .from(reviews)
    .leftJoin(gearItems, eq(gearItems.id, reviews.gearId))
    .leftJoin(profiles, eq(profiles.id, reviews.authorId))
    .where(and(eq(reviews.slug, sql.placeholder('slug')), eq(reviews.status, 'published')))
    .limit(1)
    .prepare('published_review'),
);

export const getPublishedReview = memoPageRead(readPublishedReview);

/** A published review by its slug, with its product, reviewer and retailers; undefined when there is none. */
async function readPublishedReview(db: Database, slug: string): Promise<ReviewDetail | undefined> {
  const [row] = await publishedReviewQuery(db).execute({ slug });
  if (!row) return undefined;
  const { brand, model, category, msrpCents, gearCurrency, specs } = row;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    rating: row.rating,
    verdict: row.verdict,
    pros: row.pros,
    cons: row.cons,
    body: row.body,
    priceCents: row.priceCents,
    currency: row.currency,
    coverImageUrl: row.coverImageUrl,
    cover: signImage(row.coverImageUrl),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    gear:
      brand !== null && model !== null
        ? {
            brand,
            model,
            category: category ?? '',
            msrpCents,
            currency: gearCurrency ?? 'USD',
            specs: specs ?? {},
          }
        : null,
    author: row.authorName
      ? {
          name: row.authorName,
          handle: row.authorHandle ?? '',
          bio: row.authorBio,
          avatar: signImage(row.authorAvatarUrl),
        }
      : null,
    retailers: row.retailers,
  };
}
