import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { chartEntries, charts } from '~/db/schema/charts';
import { chartMovements } from './chart-movement';
import { newestPeriodsFirst, periodLabel, previousPeriod } from './chart-period';
import { loadChildren } from '../catalogue/load-children';
import { memoPageRead } from '../reader-writes/content-memo.server';

// Charts for readers: published only, newest period first (the order of charts_period_idx), then by title.

/** Charts a page of /charts shows (reading spec: limit 20), and entries each card shows. */
export const CHARTS_PAGE_SIZE = 20;
const CHART_CARD_ENTRIES = 5;

/** The list's filters: a period and a chart type as stored ('all': any). */
export type ChartsQuery = { period: string; type: string; page: number };

const published = eq(charts.status, 'published');

/**
 * One page of published charts, each with its first five entries and its number of entries, and how many
 * charts match in all; undefined for a page past the end. Two round trips: the charts (with the total), then
 * the entries of all of them at once.
 */
async function listChartCards(db: Database, query: ChartsQuery) {
  const rows = await db
    .select({
      id: charts.id,
      slug: charts.slug,
      title: charts.title,
      period: charts.period,
      chartType: charts.chartType,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(charts)
    .where(
      and(
        published,
        query.period === 'all' ? undefined : eq(charts.period, query.period),
        query.type === 'all' ? undefined : eq(charts.chartType, query.type),
      ),
    )
    .orderBy(sql`${charts.period} DESC NULLS LAST`, asc(charts.title), asc(charts.id))
    .limit(CHARTS_PAGE_SIZE)
    .offset((query.page - 1) * CHARTS_PAGE_SIZE);
  if (rows.length === 0 && query.page > 1) return undefined;
  const entriesOf = await loadChildren(
    rows.map((row) => row.id),
    (ids) => firstEntries(db, ids),
    (entry) => entry.chartId,
  );
  return {
    items: rows.map(({ total: _total, ...chart }) => {
      const entries = entriesOf(chart.id);
      return { ...chart, entryCount: entries[0]?.entryCount ?? 0, entries };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/** The first entries (by rank) of each chart, each with its chart's number of entries. */
function firstEntries(db: Database, chartIds: string[]) {
  const ranked = db
    .select({
      chartId: chartEntries.chartId,
      rank: chartEntries.rank,
      trackTitle: chartEntries.trackTitle,
      artist: chartEntries.artist,
      embedId: chartEntries.embedId,
      sourceUrl: chartEntries.sourceUrl,
      position:
        sql<number>`row_number() OVER (PARTITION BY ${chartEntries.chartId} ORDER BY ${chartEntries.rank})`.as(
          'position',
        ),
      entryCount: sql<number>`count(*) OVER (PARTITION BY ${chartEntries.chartId})`.as('entry_count'),
    })
    .from(chartEntries)
    .where(inArray(chartEntries.chartId, chartIds))
    .as('ranked');
  return db
    .select({
      chartId: ranked.chartId,
      rank: ranked.rank,
      trackTitle: ranked.trackTitle,
      artist: ranked.artist,
      embedId: ranked.embedId,
      sourceUrl: ranked.sourceUrl,
      entryCount: sql<number>`${ranked.entryCount}`.mapWith(Number),
    })
    .from(ranked)
    .where(lte(ranked.position, CHART_CARD_ENTRIES))
    .orderBy(asc(ranked.chartId), asc(ranked.rank));
}

/** The periods and chart types of the published charts, for the filters: periods newest first, types A-Z. */
async function chartFilterOptions(db: Database) {
  const rows = await db
    .selectDistinct({ period: charts.period, chartType: charts.chartType })
    .from(charts)
    .where(published);
  const periods = newestPeriodsFirst([...new Set(rows.map((row) => row.period))]);
  const types = [...new Set(rows.map((row) => row.chartType))].sort((a, b) => a.localeCompare(b, 'en'));
  return {
    periods: periods.map((period) => ({ value: period, label: periodLabel(period) })),
    types: types.map((type) => ({ value: type, label: type })),
  };
}

/** /charts: one page of chart cards and the filters' options, read at once; undefined past the last page. */
export async function getChartsPage(db: Database, query: ChartsQuery) {
  const [list, options] = await Promise.all([listChartCards(db, query), chartFilterOptions(db)]);
  return list && { ...list, options };
}

export type ChartsPage = NonNullable<Awaited<ReturnType<typeof getChartsPage>>>;

/** A chart page's own row: run for every view of the page. */
const publishedChartQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: charts.id,
      slug: charts.slug,
      title: charts.title,
      period: charts.period,
      chartType: charts.chartType,
      genre: charts.genre,
      seoTitle: charts.seoTitle,
      seoDescription: charts.seoDescription,
      publishedAt: charts.publishedAt,
      updatedAt: charts.updatedAt,
    })
    .from(charts)
    .where(and(published, eq(charts.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('published_chart'),
);

export const getPublishedChart = memoPageRead(readPublishedChart);

/**
 * A published chart by slug with every entry and each entry's movement against the published chart of the
 * same type and genre for the previous period (`previous`; null when there is none, and then no movement).
 */
async function readPublishedChart(db: Database, slug: string) {
  const [chart] = await publishedChartQuery(db).execute({ slug });
  if (!chart) return undefined;
  const before = previousPeriod(chart.period);
  const [entries, previous] = await Promise.all([
    db
      .select({
        rank: chartEntries.rank,
        trackTitle: chartEntries.trackTitle,
        artist: chartEntries.artist,
        label: chartEntries.label,
        embedId: chartEntries.embedId,
        sourceUrl: chartEntries.sourceUrl,
      })
      .from(chartEntries)
      .where(eq(chartEntries.chartId, chart.id))
      .orderBy(asc(chartEntries.rank)),
    before ? previousChart(db, chart, before) : undefined,
  ]);
  const movements = chartMovements(entries, previous?.entries ?? null);
  return {
    chart,
    entries: entries.map((entry, index) => ({ ...entry, movement: movements[index] ?? null })),
    previous: previous ? { slug: previous.slug, period: previous.period } : null,
  };
}

/**
 * The published chart of the same type and genre for `period`, with its entries' ranks, artists and titles
 * (one query: the chart left-joined to its entries, so an empty chart is found too). Should there be two,
 * the one published last counts.
 */
export async function previousChart(
  db: Database,
  chart: { chartType: string; genre: string | null },
  period: string,
) {
  const rows = await db
    .select({
      id: charts.id,
      slug: charts.slug,
      period: charts.period,
      rank: chartEntries.rank,
      artist: chartEntries.artist,
      trackTitle: chartEntries.trackTitle,
    })
    .from(charts)
    .leftJoin(chartEntries, eq(chartEntries.chartId, charts.id))
    .where(
      and(
        published,
        eq(charts.period, period),
        eq(charts.chartType, chart.chartType),
        chart.genre === null ? isNull(charts.genre) : eq(charts.genre, chart.genre),
      ),
    )
    .orderBy(sql`${charts.publishedAt} DESC NULLS LAST`, asc(charts.id), asc(chartEntries.rank));
  const first = rows[0];
  if (!first) return undefined;
  const entries = rows.flatMap((row) =>
    row.id === first.id && row.rank !== null && row.artist !== null && row.trackTitle !== null
      ? [{ rank: row.rank, artist: row.artist, trackTitle: row.trackTitle }]
      : [],
  );
  return { slug: first.slug, period: first.period, entries };
}
