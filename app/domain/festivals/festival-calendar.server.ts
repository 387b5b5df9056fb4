import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { festivals } from '~/db/schema/festivals';
import type { CalendarFestival } from './festival-ics';
import { parseCoordinates } from './festival-map';
import { festivalBasics } from './festival-columns.server';

// The festivals of the calendars: every published one (/festivals.ics), or one (its "Add to calendar" file).

/** The most events the subscribable calendar holds: far more than there are festivals, and a bounded read. */
const CALENDAR_LIMIT = 2_000;

async function readCalendarFestivals(db: Database, slug?: string): Promise<CalendarFestival[]> {
  const rows = await db
    .select({
      ...festivalBasics,
      description: festivals.description,
      saleStatus: festivals.saleStatus,
      website: festivals.website,
      ticketUrl: festivals.ticketUrl,
      latitude: festivals.latitude,
      longitude: festivals.longitude,
      updatedAt: festivals.updatedAt,
    })
    .from(festivals)
    .where(and(eq(festivals.status, 'published'), slug === undefined ? undefined : eq(festivals.slug, slug)))
    .orderBy(asc(festivals.dateStart), asc(festivals.id))
    .limit(CALENDAR_LIMIT);
  return rows.map((row) => {
    const place = parseCoordinates(row.latitude, row.longitude);
    return { ...row, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
  });
}

/** Every published festival, soonest first. */
export const listCalendarFestivals = (db: Database) => readCalendarFestivals(db);

/** One published festival for its calendar file, or undefined. */
export const getCalendarFestival = async (db: Database, slug: string) =>
  (await readCalendarFestivals(db, slug))[0];
