import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { chartEntries, charts } from '~/db/schema/charts';
import { loadChildren } from './load-children';

// Charts for readers: published only.

export async function listCharts(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: charts.id,
      slug: charts.slug,
      title: charts.title,
      period: charts.period,
      chartType: charts.chartType,
    })
    .from(charts)
    .where(eq(charts.status, 'published'))
    .orderBy(desc(charts.period), asc(charts.title))
    .limit(limit);
  const entriesOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({
          chartId: chartEntries.chartId,
          rank: chartEntries.rank,
          trackTitle: chartEntries.trackTitle,
          artist: chartEntries.artist,
          sourceUrl: chartEntries.sourceUrl,
        })
        .from(chartEntries)
        .where(inArray(chartEntries.chartId, ids))
        .orderBy(asc(chartEntries.rank)),
    (entry) => entry.chartId,
  );
  return rows.map((row) => ({ ...row, entries: entriesOf(row.id) }));
}
