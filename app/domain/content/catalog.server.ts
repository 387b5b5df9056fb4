import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { chartEntries, charts } from '~/db/schema/charts';
import { profiles } from '~/db/schema/content';
import { festivalLineup, festivals } from '~/db/schema/festivals';
import { gearItems, reviewRetailers, reviews } from '~/db/schema/gear';
import { interviews } from '~/db/schema/interviews';
import { releases } from '~/db/schema/releases';
import { signImage } from '~/lib/image-signing.server';
import { loadChildren } from './load-children';

// First-cut listings of the other sections: newest published first, as the reading spec's calls say.
// Each row's cover is signed for the site's image endpoint (`cover`), so pages never load a remote host.

/** The row with its cover signed for `/img` (null when it has none the endpoint would serve). */
const withCover = <Row extends { coverImageUrl: string | null }>(row: Row) => ({
  ...row,
  cover: signImage(row.coverImageUrl),
});

export async function listReleases(db: Database, limit = 24) {
  const rows = await db
    .select({
      id: releases.id,
      slug: releases.slug,
      title: releases.title,
      artist: releases.artist,
      label: releases.label,
      genre: releases.genre,
      version: releases.version,
      releaseDate: releases.releaseDate,
      coverImageUrl: releases.coverImageUrl,
    })
    .from(releases)
    .where(eq(releases.status, 'published'))
    .orderBy(desc(releases.releaseDate))
    .limit(limit);
  return rows.map(withCover);
}

export async function listFestivals(db: Database, limit = 24) {
  const rows = await db
    .select({
      id: festivals.id,
      slug: festivals.slug,
      name: festivals.name,
      location: festivals.location,
      country: festivals.country,
      dateStart: festivals.dateStart,
      dateEnd: festivals.dateEnd,
      genres: festivals.genres,
      saleStatus: festivals.saleStatus,
      capacity: festivals.capacity,
      description: festivals.description,
      ticketUrl: festivals.ticketUrl,
      coverImageUrl: festivals.coverImageUrl,
    })
    .from(festivals)
    .where(and(eq(festivals.status, 'published'), sql`${festivals.dateEnd} >= current_date`))
    .orderBy(asc(festivals.dateStart))
    .limit(limit);
  const lineupOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({ festivalId: festivalLineup.festivalId, artistName: festivalLineup.artistName })
        .from(festivalLineup)
        .where(inArray(festivalLineup.festivalId, ids))
        .orderBy(asc(festivalLineup.position)),
    (entry) => entry.festivalId,
  );
  return rows.map((row) => ({
    ...withCover(row),
    lineup: lineupOf(row.id).map((entry) => entry.artistName),
  }));
}

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

export async function listInterviews(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: interviews.id,
      slug: interviews.slug,
      title: interviews.title,
      guests: interviews.guests,
      keyQuotes: interviews.keyQuotes,
      videoId: interviews.videoId,
      publishedAt: interviews.publishedAt,
      coverImageUrl: interviews.coverImageUrl,
      authorName: profiles.name,
    })
    .from(interviews)
    .leftJoin(profiles, eq(profiles.id, interviews.authorId))
    .where(eq(interviews.status, 'published'))
    .orderBy(sql`${interviews.publishedAt} DESC NULLS LAST`)
    .limit(limit);
  return rows.map(withCover);
}

export async function listCharts(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: charts.id,
      slug: charts.slug,
      title: charts.title,
      period: charts.period,
      chartType: charts.chartType,
    })
    .from(charts)
    .where(eq(charts.status, 'published'))
    .orderBy(desc(charts.period), asc(charts.title))
    .limit(limit);
  const entriesOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({
          chartId: chartEntries.chartId,
          rank: chartEntries.rank,
          trackTitle: chartEntries.trackTitle,
          artist: chartEntries.artist,
          sourceUrl: chartEntries.sourceUrl,
        })
        .from(chartEntries)
        .where(inArray(chartEntries.chartId, ids))
        .orderBy(asc(chartEntries.rank)),
    (entry) => entry.chartId,
  );
  return rows.map((row) => ({ ...row, entries: entriesOf(row.id) }));
}
