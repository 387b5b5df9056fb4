import type { Database } from '~/db/client.server';
import {
  countSourceItems,
  dailyItemCounts,
  findSourceById,
  listSources,
  type SourceRow,
} from '../store/sources.server';
import { dailySeries, lastDays } from './source-health';

/** A source as the desk lists it: its settings, its crawl state, and its items per day for four weeks. */
export type DeskSource = Pick<
  SourceRow,
  | 'id'
  | 'name'
  | 'url'
  | 'siteUrl'
  | 'category'
  | 'kind'
  | 'isActive'
  | 'isDemo'
  | 'autoPublish'
  | 'lastStatus'
  | 'lastError'
  | 'errorCount'
  | 'lastCrawledAt'
  | 'nextCrawlAt'
  | 'itemsPerWeek'
> & { daily: number[] };

const deskView = (row: SourceRow, daily: number[]): DeskSource => ({
  id: row.id,
  name: row.name,
  url: row.url,
  siteUrl: row.siteUrl,
  category: row.category,
  kind: row.kind,
  isActive: row.isActive,
  isDemo: row.isDemo,
  autoPublish: row.autoPublish,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  errorCount: row.errorCount,
  lastCrawledAt: row.lastCrawledAt,
  nextCrawlAt: row.nextCrawlAt,
  itemsPerWeek: row.itemsPerWeek,
  daily,
});

const since = (days: string[]) => new Date(`${days[0]}T00:00:00Z`);

/** Every source by name, each with its items per day over `days` (from `lastDays`). */
export async function listDeskSources(db: Database, days: string[]): Promise<DeskSource[]> {
  const [rows, counts] = await Promise.all([listSources(db), dailyItemCounts(db, since(days))]);
  const bySource = Map.groupBy(counts, (entry) => entry.sourceId);
  return rows.map((row) => deskView(row, dailySeries(bySource.get(row.id) ?? [], days)));
}

/** One source with its items per day, and how many items it has stored; undefined when there is none. */
export async function findDeskSource(
  db: Database,
  id: string,
  now: Date,
): Promise<{ source: DeskSource; storedItems: number } | undefined> {
  const row = await findSourceById(db, id);
  if (!row) return undefined;
  const days = lastDays(now);
  const [counts, storedItems] = await Promise.all([
    dailyItemCounts(db, since(days), id),
    countSourceItems(db, id),
  ]);
  return { source: deskView(row, dailySeries(counts, days)), storedItems };
}
