import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { festivalLineup, festivals } from '~/db/schema/festivals';
import { loadChildren } from './load-children';
import { withCover } from './signed-cover.server';

// Festivals for readers: published only.

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
