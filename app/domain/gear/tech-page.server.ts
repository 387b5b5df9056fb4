import type { Database } from '~/db/client.server';
import { listGearDeals } from '~/domain/monetization/gear-deals.server';
import { listTech } from './tech-list.server';
import type { TechQuery } from './tech-query';
import { listTechTopics, listTechTrendingTags } from './tech-topics.server';

/** Live gear deals beside the list. */
const DEALS_SHOWN = 4;

/** What the Tech & Gear page shows: one page of the list, trending tags, popular topics and gear deals, at once. */
export async function getTechPage(db: Database, query: TechQuery, now: Date) {
  const [list, trending, topics, deals] = await Promise.all([
    listTech(db, query),
    listTechTrendingTags(db, now),
    listTechTopics(db),
    listGearDeals(db, now, DEALS_SHOWN),
  ]);
  return { list, trending, topics, deals };
}
