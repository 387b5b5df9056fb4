import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { calendarDay, festivalPhase, type FestivalPhase } from '../festivals/festival-status';

export type TrackedFestival = {
  slug: string;
  name: string;
  location: string;
  country: string;
  dateStart: string;
  dateEnd: string;
  genres: string[];
  phase: FestivalPhase;
};

/** How long a festival that has ended stays on the tracker. */
const ENDED_SHOWN_DAYS = 7;

/**
 * The festivals on now and next, then those that ended in the last week: the home page's tracker. Phases are
 * computed from the dates, never stored, so they are right on the day without any job running.
 */
export async function listTrackedFestivals(db: Database, now: Date, limit = 6): Promise<TrackedFestival[]> {
  const today = calendarDay(now);
  const { rows } = await db.execute<Omit<TrackedFestival, 'phase'>>(sql`
    SELECT slug, name, location, country, date_start::text AS "dateStart", date_end::text AS "dateEnd", genres
    FROM festivals
    WHERE status = 'published' AND date_end >= ${today}::date - ${ENDED_SHOWN_DAYS}::int
    ORDER BY date_end < ${today}::date, date_start, name
    LIMIT ${limit}`);
  return rows.map((row) => ({ ...row, phase: festivalPhase(row.dateStart, row.dateEnd, today) }));
}
