import type { Database } from '~/db/client.server';
import { formatDateRange } from '~/domain/festivals/festival-dates';
import { listTrackedFestivals } from '~/domain/home/festival-tracker.server';

/** How many festivals the guide lists. */
const GUIDE_FESTIVALS = 8;

export type GuideEntry = { name: string; path: string; dates: string; place: string };

/**
 * The festival guide new subscribers get with their welcome e-mail, and the newsletter page shows a taste
 * of: the festivals on now and next that we list (ended ones are left out), soonest first.
 */
export async function festivalGuide(db: Database, now: Date, limit = GUIDE_FESTIVALS): Promise<GuideEntry[]> {
  return (await listTrackedFestivals(db, now, limit))
    .filter((festival) => festival.phase !== 'ended')
    .map((festival) => ({
      name: festival.name,
      path: `/festivals/${festival.slug}`,
      dates: formatDateRange(festival.dateStart, festival.dateEnd),
      place: `${festival.location}, ${festival.country}`,
    }));
}
