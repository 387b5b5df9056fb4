import type { ProfileRow } from './builders';
import type { DemoCatalog } from './demo-catalog-rows';
import type { Random } from './random';
import { buildDemoCharts } from './demo-charts';
import { createDemoContext } from './demo-context';
import { buildDemoDeals } from './demo-deals';
import { buildDemoFestivals } from './demo-festivals';
import { buildDemoGear } from './demo-gear';
import { buildDemoInterviews } from './demo-interviews';
import { buildDemoReleases } from './demo-releases';

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
