import type { chartEntries, charts } from '../schema/charts';
import type {
  festivalFaq,
  festivalLineup,
  festivals as festivalsTable,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '../schema/festivals';
import type { gearItems, reviewRetailers, reviews } from '../schema/gear';
import type { interviews } from '../schema/interviews';
import type { releases, releaseTracks } from '../schema/releases';
import type { GearDealRow, ProfileRow } from './builders';
import type { Random } from './random';
import { buildDemoCharts } from './demo-charts';
import { createDemoContext } from './demo-context';
import { buildDemoDeals } from './demo-deals';
import { buildDemoFestivals } from './demo-festivals';
import { buildDemoGear } from './demo-gear';
import { buildDemoInterviews } from './demo-interviews';
import { buildDemoReleases } from './demo-releases';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoCatalog = {
  releases: Insert<typeof releases>[];
  releaseTracks: Insert<typeof releaseTracks>[];
  festivals: Insert<typeof festivalsTable>[];
  festivalLineup: Insert<typeof festivalLineup>[];
  festivalStages: Insert<typeof festivalStages>[];
  festivalSchedule: Insert<typeof festivalSchedule>[];
  festivalTicketTypes: Insert<typeof festivalTicketTypes>[];
  festivalFaq: Insert<typeof festivalFaq>[];
  gearItems: Insert<typeof gearItems>[];
  reviews: Insert<typeof reviews>[];
  reviewRetailers: Insert<typeof reviewRetailers>[];
  interviews: Insert<typeof interviews>[];
  charts: Insert<typeof charts>[];
  chartEntries: Insert<typeof chartEntries>[];
  gearDeals: GearDealRow[];
};

/** The demo's sections besides the news, each made by its own builder. */
export function buildDemoCatalog(random: Random, now: Date, authors: ProfileRow[]): DemoCatalog {
  const catalog: DemoCatalog = {
    releases: [],
    releaseTracks: [],
    festivals: [],
    festivalLineup: [],
    festivalStages: [],
    festivalSchedule: [],
    festivalTicketTypes: [],
    festivalFaq: [],
    gearItems: [],
    reviews: [],
    reviewRetailers: [],
    interviews: [],
    charts: [],
    chartEntries: [],
    gearDeals: [],
  };
  const ctx = createDemoContext(random, now, authors);
  buildDemoReleases(ctx, catalog);
  buildDemoFestivals(ctx, catalog);
  buildDemoGear(ctx, catalog);
  buildDemoInterviews(ctx, catalog);
  buildDemoCharts(ctx, catalog);
  buildDemoDeals(ctx, catalog);
  return catalog;
}
