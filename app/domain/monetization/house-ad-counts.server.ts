import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { houseAdCounts, houseAds } from '~/db/schema/monetization';
import { houseAdPages } from './house-ad-pages';

export type HouseAdEvent = { adId: string; slotKey: string; kind: 'impression' | 'click' };

const calendarDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Adds events to the day's counts, one upsert for the lot. Events for ads that do not exist are dropped (the
 * foreign key would refuse them), so a forged beacon cannot fail the batch it rides in.
 */
export async function countHouseAdEvents(
  db: Database,
  events: HouseAdEvent[],
  now = new Date(),
): Promise<number> {
  const totals = new Map<string, { adId: string; slotKey: string; impressions: number; clicks: number }>();
  for (const event of events) {
    const key = `${event.adId} ${event.slotKey}`;
    const total = totals.get(key) ?? { adId: event.adId, slotKey: event.slotKey, impressions: 0, clicks: 0 };
    if (event.kind === 'click') total.clicks++;
    else total.impressions++;
    totals.set(key, total);
  }
  if (totals.size === 0) return 0;
  const known = new Set(
    (
      await db
        .select({ id: houseAds.id })
        .from(houseAds)
        .where(inArray(houseAds.id, [...new Set([...totals.values()].map((total) => total.adId))]))
    ).map((row) => row.id),
  );
  const rows = [...totals.values()]
    .filter((total) => known.has(total.adId))
    .map((total) => ({
      houseAdId: total.adId,
      slotKey: total.slotKey,
      day: calendarDay(now),
      impressions: total.impressions,
      clicks: total.clicks,
    }));
  if (rows.length === 0) return 0;
  await db
    .insert(houseAdCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [houseAdCounts.houseAdId, houseAdCounts.slotKey, houseAdCounts.day],
      set: {
        impressions: sql`${houseAdCounts.impressions} + excluded.impressions`,
        clicks: sql`${houseAdCounts.clicks} + excluded.clicks`,
      },
    });
  return rows.length;
}

/** Where an active house ad leads, for its click redirect; undefined for an unknown or retired ad. */
export async function houseAdTarget(db: Database, adId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ href: houseAds.href })
    .from(houseAds)
    .where(
      and(eq(houseAds.id, adId), eq(houseAds.isActive, true), inArray(houseAds.href, [...houseAdPages])),
    );
  return row?.href;
}
