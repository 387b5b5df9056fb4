import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.server';
import { chartEntries, charts } from '../schema/charts';
import { articles, articleSources, articleTags, profiles, tags } from '../schema/content';
import {
  festivalFaq,
  festivalLineup,
  festivals,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '../schema/festivals';
import { gearItems, reviewRetailers, reviews } from '../schema/gear';
import { interviews } from '../schema/interviews';
import { adSlots, gearDeals, houseAds } from '../schema/monetization';
import { releases, releaseTracks } from '../schema/releases';
import { DEMO_NEWS_KEY, siteSettings } from '../schema/settings';
import { buildAdSlots, buildHouseAds } from './builders';
import { buildDemoArticles } from './demo-articles';
import { buildDemoCatalog } from './demo-catalog';
import { createRandom } from './random';

/** Inserts rows in chunks: PostgreSQL caps a statement at 65,535 parameters. */
export async function insertRows(db: Database, table: PgTable, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(table).values(rows.slice(i, i + 500) as never);
  }
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(articles);
  return (row?.n ?? 0) === 0;
}

export type SeedSummary = {
  articles: number;
  releases: number;
  festivals: number;
  reviews: number;
  interviews: number;
  charts: number;
};

/** Fills the database with the demo newsroom, all in one transaction. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<SeedSummary> {
  const random = createRandom();
  const content = buildDemoArticles(random, now);
  const catalog = buildDemoCatalog(random, now, content.profiles);
  await db.transaction(async (tx) => {
    const steps: [PgTable, object[]][] = [
      [profiles, content.profiles],
      [articles, content.articles],
      [tags, content.tags],
      [articleTags, content.articleTags],
      [articleSources, content.articleSources],
      [releases, catalog.releases],
      [releaseTracks, catalog.releaseTracks],
      [festivals, catalog.festivals],
      [festivalLineup, catalog.festivalLineup],
      [festivalStages, catalog.festivalStages],
      [festivalSchedule, catalog.festivalSchedule],
      [festivalTicketTypes, catalog.festivalTicketTypes],
      [festivalFaq, catalog.festivalFaq],
      [gearItems, catalog.gearItems],
      [reviews, catalog.reviews],
      [reviewRetailers, catalog.reviewRetailers],
      [interviews, catalog.interviews],
      [charts, catalog.charts],
      [chartEntries, catalog.chartEntries],
      [gearDeals, catalog.gearDeals],
      [houseAds, buildHouseAds()],
    ];
    for (const [table, rows] of steps) await insertRows(tx as unknown as Database, table, rows);
    await tx.insert(adSlots).values(buildAdSlots()).onConflictDoNothing();
    // The demo's news is made by the newsroom, which this layer cannot reach: it is left for the first process
    // that starts the newsroom to claim (ingestPendingDemoNews), exactly once.
    await tx
      .insert(siteSettings)
      .values({ key: DEMO_NEWS_KEY, value: 'pending' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'pending' } });
  });
  return {
    articles: content.articles.length,
    releases: catalog.releases.length,
    festivals: catalog.festivals.length,
    reviews: catalog.reviews.length,
    interviews: catalog.interviews.length,
    charts: catalog.charts.length,
  };
}
