import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { unnestRows } from '~/db/array-param.server';
import { houseAds } from '~/db/schema/monetization';
import { houseAdPages } from './house-ad-pages';

export type HouseAdEvent = { adId: string; slotKey: string; kind: 'impression' | 'click' };

const calendarDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Adds events to the day's counts in one statement. Events for ads that do not exist are dropped by the join
 * (the foreign key would refuse them), so a forged beacon cannot fail the batch it rides in. Returns the
 * number of (ad, slot) rows counted.
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
  const result = await db.execute(sql`
    INSERT INTO house_ad_counts (house_ad_id, slot_key, day, impressions, clicks)
    SELECT e.ad, e.slot, ${calendarDay(now)}::date, e.impressions, e.clicks
    FROM ${unnestRows(
      [...totals.values()],
      [
        [(total) => total.adId, 'uuid'],
        [(total) => total.slotKey, 'text'],
        [(total) => total.impressions, 'int'],
        [(total) => total.clicks, 'int'],
      ],
    )} AS e(ad, slot, impressions, clicks)
    JOIN house_ads ON house_ads.id = e.ad
    ON CONFLICT (house_ad_id, slot_key, day) DO UPDATE SET
      impressions = house_ad_counts.impressions + excluded.impressions,
      clicks = house_ad_counts.clicks + excluded.clicks`);
  return result.rowCount ?? 0;
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
