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
import type { GearDealRow } from './builders';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The rows of the demo's sections besides the news, table by table; each section's builder fills its own. */
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
