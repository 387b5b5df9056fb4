import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { chartEntries, charts } from '~/db/schema/charts';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { chartLayout, checkChart, periodParts, type ChartInput } from './chart-form';
import { publishedAtFor } from '../content-desk/publish-status';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Charts on the desk: a chart and its entries, ranked in the order the form lists them.

type Layout = typeof chartLayout;

async function loadChart(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(charts).where(eq(charts.id, id)).limit(1);
  if (!row) return undefined;
  const entries = await db
    .select({
      artist: chartEntries.artist,
      trackTitle: chartEntries.trackTitle,
      label: chartEntries.label,
      embedId: chartEntries.embedId,
      sourceUrl: chartEntries.sourceUrl,
    })
    .from(chartEntries)
    .where(eq(chartEntries.chartId, id))
    .orderBy(asc(chartEntries.rank));
  const input: ChartInput = {
    title: row.title,
    slug: row.slug,
    period: row.period,
    chartType: row.chartType,
    genre: row.genre ?? '',
    status: row.status,
    tags: row.tags,
    seoTitle: row.seoTitle ?? '',
    seoDescription: row.seoDescription ?? '',
    entries: entries.map((entry) => ({ ...entry, label: entry.label ?? '', embedId: entry.embedId ?? '' })),
  };
  return {
    input,
    title: row.title,
    publicPath: row.status === 'published' ? `/charts/${row.slug}` : null,
    publishedAt: row.publishedAt,
  };
}

async function writeChart(
  tx: ReaderTransaction,
  id: string | null,
  input: ChartInput,
  { slug, before }: { slug: string | null; before: LoadedEntry<Layout> | undefined },
): Promise<string> {
  const { entries, ...fields } = input;
  const row = {
    ...fields,
    ...periodParts(input.period),
    slug: slug!,
    genre: input.genre || null,
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    publishedAt: publishedAtFor(input.status, before?.publishedAt),
    updatedAt: new Date(),
  };
  const [saved] = id
    ? await tx.update(charts).set(row).where(eq(charts.id, id)).returning({ id: charts.id })
    : await tx.insert(charts).values(row).returning({ id: charts.id });
  const chartId = saved!.id;
  await tx.delete(chartEntries).where(eq(chartEntries.chartId, chartId));
  if (entries.length > 0)
    await tx.insert(chartEntries).values(
      entries.map((entry, index) => ({
        ...entry,
        chartId,
        rank: index + 1,
        label: entry.label || null,
        embedId: entry.embedId || null,
      })),
    );
  return chartId;
}

export const chartKind = contentKind(
  chartLayout,
  entryStore<Layout>({
    entity: 'chart',
    table: charts,
    id: charts.id,
    slug: { column: charts.slug, from: (input) => input.title, typed: (input) => input.slug },
    titleOf: (input) => input.title,
    list: {
      table: charts,
      row: {
        id: charts.id,
        title: charts.title,
        detail: charts.period,
        status: charts.status,
        updatedAt: charts.updatedAt,
      },
      searchIn: [charts.title, charts.chartType, charts.period],
      orderBy: [desc(charts.updatedAt), desc(charts.id)],
    },
    load: loadChart,
    write: writeChart,
  }),
  checkChart,
);
