import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { chartEntries, charts } from '~/db/schema/charts';
import { isoWeekIn, isoWeekLabel } from '~/lib/iso-week';
import { wallDateIn } from '~/lib/zoned-time';
import { chartMovements } from './chart-movement';
import { previousPeriod } from './chart-period';
import { previousChart } from './charts.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { weeklyChartKinds, weeklyChartTexts, type WeeklyChartKind } from './weekly-chart-kinds';
import { rankReleases, scoreReleases } from './weekly-chart-scoring';
import { candidateReleases, weekStories } from './weekly-chart-signals.server';

// The weekly charts job's work: score the week's releases, then store each chart the week does not have yet.

const WEEK_MS = 7 * 86_400_000;
/** Who the audit log names for the charts the job makes. */
const CHARTS_JOB = { id: null, email: 'weekly charts' };

export type WeeklyChartsOptions = { now: Date; timeZone: string; siteName: string; siteUrl: string };

export type WeeklyChartsResult = {
  period: string;
  /** Charts stored now, with how their entries moved against last week's chart (null: there was none). */
  created: { slug: string; chartType: string; entries: number; newEntries: number | null }[];
  /** Charts the week has already (from an earlier run, the seed or an editor), or had nothing to rank. */
  skipped: { chartType: string; reason: 'exists' | 'no-signals' }[];
};

/** Whether the week has a chart of this type and genre already, in any status. */
async function chartExists(db: Database, kind: WeeklyChartKind, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: charts.id })
    .from(charts)
    .where(
      and(
        eq(charts.period, period),
        eq(charts.chartType, kind.chartType),
        kind.genre === null ? isNull(charts.genre) : eq(charts.genre, kind.genre),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Builds the charts of the ISO week `now` falls in (on the clocks of `timeZone`) from the stories published
 * in the seven days before `now`, and publishes each that the week does not have yet. Running it again in
 * the same week changes nothing: a chart once made for a week stays as it was. Runs one at a time (an
 * advisory lock), so two workers cannot both store a week's chart.
 */
export async function buildWeeklyCharts(
  db: Database,
  options: WeeklyChartsOptions,
): Promise<WeeklyChartsResult> {
  const { now, timeZone } = options;
  const week = isoWeekIn(timeZone, now);
  const period = isoWeekLabel(week);
  const from = new Date(now.getTime() - WEEK_MS);
  const dates = { from: wallDateIn(timeZone, from), to: wallDateIn(timeZone, now) };
  const [stories, releases] = await Promise.all([
    weekStories(db, from, now),
    candidateReleases(db, dates.to, options.siteUrl),
  ]);
  const scored = scoreReleases(stories, releases, dates);
  const result: WeeklyChartsResult = { period, created: [], skipped: [] };
  await changeForReaders(db, CHARTS_JOB, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dropwire:weekly-charts'))`);
    for (const kind of weeklyChartKinds) {
      if (await chartExists(tx, kind, period)) {
        result.skipped.push({ chartType: kind.chartType, reason: 'exists' });
        continue;
      }
      const entries = rankReleases(scored, kind.genres);
      if (entries.length === 0) {
        result.skipped.push({ chartType: kind.chartType, reason: 'no-signals' });
        continue;
      }
      const texts = weeklyChartTexts(kind, period, entries, options.siteName);
      const [chart] = await tx
        .insert(charts)
        .values({
          slug: texts.slug,
          title: texts.title,
          period,
          chartType: kind.chartType,
          genre: kind.genre,
          year: week.year,
          weekIso: week.week,
          status: 'published',
          seoTitle: texts.seoTitle,
          seoDescription: texts.seoDescription,
          tags: texts.tags,
          publishedAt: now,
        })
        .onConflictDoNothing({ target: charts.slug })
        .returning({ id: charts.id });
      if (!chart) {
        result.skipped.push({ chartType: kind.chartType, reason: 'exists' });
        continue;
      }
      await tx.insert(chartEntries).values(
        entries.map((entry) => ({
          chartId: chart.id,
          rank: entry.rank,
          artist: entry.artist,
          trackTitle: entry.trackTitle,
          label: entry.label,
          sourceUrl: entry.sourceUrl,
          embedId: entry.embedId,
        })),
      );
      const before = previousPeriod(period);
      const previous = before ? await previousChart(tx, kind, before) : undefined;
      const movements = chartMovements(entries, previous?.entries ?? null);
      result.created.push({
        slug: texts.slug,
        chartType: kind.chartType,
        entries: entries.length,
        newEntries: previous ? movements.filter((movement) => movement?.kind === 'new').length : null,
      });
    }
    if (result.created.length === 0) return unchanged(undefined);
    return {
      value: undefined,
      audit: result.created.map((chart) => ({
        action: 'chart.create',
        entityType: 'chart',
        summary: `Made the chart ${chart.slug} of ${period} (${chart.entries} entries)`,
        after: chart,
      })),
    };
  });
  return result;
}
