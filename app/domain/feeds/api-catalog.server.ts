import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { festivalLineup, festivals, type lineupTiers } from '~/db/schema/festivals';
import { releases, releaseTracks, type ReleasePlatforms } from '~/db/schema/releases';
import { keysetPage, type KeysetPage } from './api-cursor';
import { loadChildren } from '../catalogue/load-children';
import { festivalBasics } from '../festivals/festival-columns.server';
import type { FestivalBasics, FestivalRow } from '../festivals/festival-row';

// The Content API's releases and festivals: published rows only, read in a fixed order whose sort key is
// the cursor (keyset pagination), with their child rows (tracks, line-up) in one more query per page.

/** Where a page starts: after the row with this date (`YYYY-MM-DD`) and id. */
export type DateKey = { date: string; id: string };

type Page<T> = KeysetPage<T, DateKey>;

export type ApiRelease = {
  id: string;
  slug: string;
  title: string;
  artist: string;
  label: string;
  releaseDate: string;
  genre: string;
  version: string | null;
  description: string;
  durationSeconds: number | null;
  coverImageUrl: string | null;
  platforms: ReleasePlatforms;
  publishedAt: Date | null;
  tracks: { position: number; title: string; durationSeconds: number | null; featured: boolean }[];
};

/** Published releases, newest release date first (ties by id), optionally of a genre and within dates. */
export async function listApiReleases(
  db: Database,
  filter: { genre?: string; from?: string; to?: string; after?: DateKey; limit: number },
): Promise<Page<ApiRelease>> {
  const { genre, from, to, after, limit } = filter;
  const rows = await db
    .select({
      id: releases.id,
      slug: releases.slug,
      title: releases.title,
      artist: releases.artist,
      label: releases.label,
      releaseDate: releases.releaseDate,
      genre: releases.genre,
      version: releases.version,
      description: releases.description,
      durationSeconds: releases.durationSeconds,
      coverImageUrl: releases.coverImageUrl,
      platforms: releases.platforms,
      publishedAt: releases.publishedAt,
    })
    .from(releases)
    .where(
      and(
        eq(releases.status, 'published'),
        genre ? sql`lower(${releases.genre}) = lower(${genre})` : undefined,
        from ? gte(releases.releaseDate, from) : undefined,
        to ? lte(releases.releaseDate, to) : undefined,
        after
          ? sql`(${releases.releaseDate}, ${releases.id}) < (${after.date}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${releases.releaseDate} DESC`, sql`${releases.id} DESC`)
    .limit(limit + 1);
  const page = keysetPage(rows, limit, (row) => ({ date: row.releaseDate, id: row.id }));
  const tracksOf = await loadChildren(
    page.items.map((row) => row.id),
    (ids) =>
      db
        .select({
          releaseId: releaseTracks.releaseId,
          position: releaseTracks.position,
          title: releaseTracks.title,
          durationSeconds: releaseTracks.durationSeconds,
          featured: releaseTracks.featured,
        })
        .from(releaseTracks)
        .where(inArray(releaseTracks.releaseId, ids))
        .orderBy(asc(releaseTracks.position)),
    (track) => track.releaseId,
  );
  const items = page.items.map((row) => ({
    ...row,
    tracks: tracksOf(row.id).map(({ releaseId: _releaseId, ...track }) => track),
  }));
  return { items, next: page.next };
}

export type ApiFestival = FestivalBasics &
  Pick<
    FestivalRow,
    | 'genres'
    | 'saleStatus'
    | 'capacity'
    | 'ageLimit'
    | 'website'
    | 'ticketUrl'
    | 'coverImageUrl'
    | 'description'
    | 'publishedAt'
  > & { lineup: { artist: string; tier: (typeof lineupTiers)[number] }[] };

/**
 * Published festivals in date order (soonest start first, ties by id): those still running on or after
 * `from`, starting on or before `to`, in a country, or with a genre, as asked.
 */
export async function listApiFestivals(
  db: Database,
  filter: { from?: string; to?: string; country?: string; genre?: string; after?: DateKey; limit: number },
): Promise<Page<ApiFestival>> {
  const { from, to, country, genre, after, limit } = filter;
  const rows = await db
    .select({
      ...festivalBasics,
      genres: festivals.genres,
      saleStatus: festivals.saleStatus,
      capacity: festivals.capacity,
      ageLimit: festivals.ageLimit,
      website: festivals.website,
      ticketUrl: festivals.ticketUrl,
      coverImageUrl: festivals.coverImageUrl,
      description: festivals.description,
      publishedAt: festivals.publishedAt,
    })
    .from(festivals)
    .where(
      and(
        eq(festivals.status, 'published'),
        from ? gte(festivals.dateEnd, from) : undefined,
        to ? lte(festivals.dateStart, to) : undefined,
        country ? sql`lower(${festivals.country}) = lower(${country})` : undefined,
        genre
          ? sql`EXISTS (SELECT 1 FROM unnest(${festivals.genres}) g WHERE lower(g) = lower(${genre}))`
          : undefined,
        after
          ? sql`(${festivals.dateStart}, ${festivals.id}) > (${after.date}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(festivals.dateStart), asc(festivals.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit, (row) => ({ date: row.dateStart, id: row.id }));
  const lineupOf = await loadChildren(
    page.items.map((row) => row.id),
    (ids) =>
      db
        .select({
          festivalId: festivalLineup.festivalId,
          artist: festivalLineup.artistName,
          tier: festivalLineup.tier,
        })
        .from(festivalLineup)
        .where(inArray(festivalLineup.festivalId, ids))
        .orderBy(asc(festivalLineup.position)),
    (entry) => entry.festivalId,
  );
  const items = page.items.map((row) => ({
    ...row,
    lineup: lineupOf(row.id).map(({ artist, tier }) => ({ artist, tier })),
  }));
  return { items, next: page.next };
}
