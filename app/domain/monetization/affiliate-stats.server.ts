import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { reviewRetailers, reviews } from '~/db/schema/gear';
import {
  affiliateClicks,
  affiliateConversions,
  affiliateMappings,
  gearDeals,
} from '~/db/schema/monetization';

/** Days and months of the figures are the newsroom's: its schedules run on Berlin time too. */
const STATS_TIME_ZONE = 'Europe/Berlin';

/** A link that readers followed, named as an editor knows it. */
export type TopLink = { kind: 'retailer' | 'deal' | 'mapping'; id: string; name: string; clicks: number };
export type TopPage = { page: string; clicks: number };

/** Sales reported by shops, only once any was: a rate over nothing reported would be a made-up 0. */
export type ConversionFigures = {
  thisMonth: number;
  /** Conversions this month per click this month, as a share (0.034); null without clicks this month. */
  rate: number | null;
  /** What this month's sales earned, per currency ({ USD: 1250 } in cents). */
  amountCents: Record<string, number>;
};

export type AffiliateStats = {
  activeMappings: number;
  brokenMappings: number;
  clicksToday: number;
  clicksThisMonth: number;
  /** The most followed links and the pages they were followed from, this month, most first. */
  topLinks: TopLink[];
  topPages: TopPage[];
  conversions: ConversionFigures | null;
};

const TOP = 5;

/**
 * The Monetization Stats, all counted: active mappings, clicks on every outbound link (affiliate mappings, gear
 * deals, review retailers) today and this month on Berlin's calendar, the top links and pages this month, and
 * conversions once a shop has reported any. Five small queries, the clicks' on their time index.
 */
export async function affiliateStats(db: Database, now = new Date()): Promise<AffiliateStats> {
  const at = now.toISOString();
  const dayStart = sql`(date_trunc('day', ${at}::timestamptz AT TIME ZONE ${STATS_TIME_ZONE}) AT TIME ZONE ${STATS_TIME_ZONE})`;
  const monthStart = sql`(date_trunc('month', ${at}::timestamptz AT TIME ZONE ${STATS_TIME_ZONE}) AT TIME ZONE ${STATS_TIME_ZONE})`;
  const thisMonth = sql`created_at >= ${monthStart} AND created_at <= ${at}::timestamptz`;

  const [mappings, clicks, topLinks, topPages, conversions] = await Promise.all([
    db.execute<{ active: number; broken: number; anyConversion: boolean }>(sql`
      SELECT count(*) FILTER (WHERE is_active)::int AS active,
             count(*) FILTER (WHERE is_active AND is_broken)::int AS broken,
             EXISTS (SELECT 1 FROM ${affiliateConversions}) AS "anyConversion"
      FROM ${affiliateMappings}`),
    db.execute<{ today: number; month: number }>(sql`
      SELECT count(*) FILTER (WHERE created_at >= ${dayStart})::int AS today, count(*)::int AS month
      FROM ${affiliateClicks} WHERE ${thisMonth}`),
    db.execute<TopLink>(sql`
      SELECT c.link_kind AS kind, c.link_id AS id, c.clicks,
        coalesce(
          CASE c.link_kind
            WHEN 'mapping' THEN (SELECT m.keyword || ' · ' || m.shop_name FROM ${affiliateMappings} m WHERE m.id = c.link_id)
            WHEN 'deal' THEN (SELECT d.title || ' · ' || d.shop FROM ${gearDeals} d WHERE d.id = c.link_id)
            ELSE (SELECT v.title || ' · ' || r.label FROM ${reviewRetailers} r JOIN ${reviews} v ON v.id = r.review_id
                  WHERE r.id = c.link_id)
          END, 'A link deleted since') AS name
      FROM (SELECT link_kind, link_id, count(*)::int AS clicks FROM ${affiliateClicks} WHERE ${thisMonth}
            GROUP BY link_kind, link_id ORDER BY clicks DESC, link_id LIMIT ${TOP}) c
      ORDER BY c.clicks DESC, c.link_id`),
    db.execute<TopPage>(sql`
      SELECT page, count(*)::int AS clicks FROM ${affiliateClicks} WHERE ${thisMonth} AND page IS NOT NULL
      GROUP BY page ORDER BY clicks DESC, page LIMIT ${TOP}`),
    db.execute<{ currency: string; conversions: number; cents: string }>(sql`
      SELECT currency, count(*)::int AS conversions, sum(amount_cents)::bigint AS cents
      FROM ${affiliateConversions} WHERE ${thisMonth} GROUP BY currency ORDER BY currency`),
  ]);
  const { today, month } = clicks.rows[0]!;
  const { active, broken, anyConversion } = mappings.rows[0]!;
  return {
    activeMappings: active,
    brokenMappings: broken,
    clicksToday: today,
    clicksThisMonth: month,
    topLinks: topLinks.rows,
    topPages: topPages.rows,
    conversions: anyConversion ? conversionFigures(conversions.rows, month) : null,
  };
}

function conversionFigures(
  rows: { currency: string; conversions: number; cents: string }[],
  clicksThisMonth: number,
): ConversionFigures {
  const thisMonth = rows.reduce((sum, row) => sum + row.conversions, 0);
  const amountCents = Object.fromEntries(rows.map((row) => [row.currency, Number(row.cents)]));
  return { thisMonth, rate: clicksThisMonth > 0 ? thisMonth / clicksThisMonth : null, amountCents };
}
