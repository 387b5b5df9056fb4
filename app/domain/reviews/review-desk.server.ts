import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { reviewRetailers, reviews } from '~/db/schema/gear';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { authorChoices } from '../articles/author-choices.server';
import { gearChoices } from '../gear/gear-desk.server';
import { publishedAtFor } from '../content-desk/publish-status';
import { reviewLayout, type ReviewInput } from './review-form';
import { currencyOf } from '../content-desk/shared-fields';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Reviews on the desk, with the retailers readers follow through /go/{id}.

type Layout = typeof reviewLayout;

async function loadReview(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!row) return undefined;
  const retailers = await db
    .select({ id: reviewRetailers.id, label: reviewRetailers.label, url: reviewRetailers.url })
    .from(reviewRetailers)
    .where(eq(reviewRetailers.reviewId, id))
    .orderBy(asc(reviewRetailers.position), asc(reviewRetailers.id));
  const input: ReviewInput = {
    title: row.title,
    slug: row.slug,
    gearId: row.gearId,
    authorId: row.authorId,
    rating: row.rating,
    status: row.status,
    priceCents: row.priceCents,
    currency: currencyOf(row.currency, 'USD'),
    coverImageUrl: row.coverImageUrl,
    verdict: row.verdict,
    pros: row.pros,
    cons: row.cons,
    body: row.body,
    retailers,
  };
  return {
    input,
    title: row.title,
    publicPath: row.status === 'published' ? `/reviews/${row.slug}` : null,
    publishedAt: row.publishedAt,
  };
}

/**
 * A retailer keeps its row (and so its `/go/{id}` link and the clicks counted on it) while it is edited:
 * rows the form names by an id of this review are updated, the others inserted, and those it left out
 * deleted. An id of another review's retailer is not this review's to update: that row is added anew.
 */
async function writeRetailers(
  tx: ReaderTransaction,
  reviewId: string,
  rows: ReviewInput['retailers'],
): Promise<void> {
  const existing = new Set(
    (
      await tx
        .select({ id: reviewRetailers.id })
        .from(reviewRetailers)
        .where(eq(reviewRetailers.reviewId, reviewId))
    ).map((row) => row.id),
  );
  const kept = rows.flatMap((row) => (row.id && existing.has(row.id) ? [row.id] : []));
  await tx
    .delete(reviewRetailers)
    .where(
      and(
        eq(reviewRetailers.reviewId, reviewId),
        kept.length > 0 ? notInArray(reviewRetailers.id, kept) : undefined,
      ),
    );
  for (const [position, { id, label, url }] of rows.entries()) {
    if (id && existing.has(id))
      await tx
        .update(reviewRetailers)
        .set({ label, url: url!, position })
        .where(and(eq(reviewRetailers.reviewId, reviewId), eq(reviewRetailers.id, id)));
    else await tx.insert(reviewRetailers).values({ reviewId, label, url: url!, position });
  }
}

async function writeReview(
  tx: ReaderTransaction,
  id: string | null,
  input: ReviewInput,
  { slug, before }: { slug: string | null; before: LoadedEntry<Layout> | undefined },
): Promise<string> {
  const { retailers, ...fields } = input;
  const row = {
    ...fields,
    slug: slug!,
    publishedAt: publishedAtFor(input.status, before?.publishedAt),
    updatedAt: new Date(),
  };
  const [saved] = id
    ? await tx.update(reviews).set(row).where(eq(reviews.id, id)).returning({ id: reviews.id })
    : await tx.insert(reviews).values(row).returning({ id: reviews.id });
  await writeRetailers(tx, saved!.id, retailers);
  return saved!.id;
}

export const reviewKind = contentKind(
  reviewLayout,
  entryStore<Layout>({
    entity: 'review',
    table: reviews,
    id: reviews.id,
    slug: { column: reviews.slug, from: (input) => input.title, typed: (input) => input.slug },
    titleOf: (input) => input.title,
    list: {
      table: reviews,
      row: {
        id: reviews.id,
        title: reviews.title,
        detail: sql`left(${reviews.verdict}, 120)`,
        status: reviews.status,
        updatedAt: reviews.updatedAt,
      },
      searchIn: [reviews.title, reviews.verdict],
      orderBy: [desc(reviews.updatedAt), desc(reviews.id)],
    },
    load: loadReview,
    write: writeReview,
    choices: async (db) => {
      const [authorId, gearId] = await Promise.all([authorChoices(db), gearChoices(db)]);
      return { authorId, gearId };
    },
    refusal: {
      missingReference: {
        form: ['The product or the reviewer chosen no longer exists; choose again'],
        gearId: ['Choose the product again'],
        authorId: ['Choose the reviewer again'],
      },
    },
  }),
);
