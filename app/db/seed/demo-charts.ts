import { randomUUID } from 'node:crypto';
import { isoWeek, trackWords } from './demo-context';
import { artists, labels } from './vocabulary';
import type { DemoCatalog } from './demo-catalog';
import type { DemoContext } from './demo-context';

/** This week's charts of three types and last week's of one. */
export function buildDemoCharts(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, now, publishedAt, uniqueSlug } = ctx;
  const week = isoWeek(now);
  for (const [w, chartType] of [
    [0, 'Progressive Trance'],
    [0, 'Melodic Techno'],
    [0, 'Trance'],
    [1, 'Melodic Techno'],
  ] as const) {
    const id = randomUUID();
    const weekIso = week.week - w;
    const period = `${week.year}-W${String(weekIso).padStart(2, '0')}`;
    catalog.charts.push({
      id,
      slug: uniqueSlug(`${chartType} top 10 ${period}`),
      title: `${chartType} Top 10`,
      period,
      chartType,
      genre: chartType,
      year: week.year,
      weekIso,
      status: 'published',
      publishedAt: publishedAt(w * 7),
    });
    random.sample(artists, 10).forEach((artist, rank) => {
      catalog.chartEntries.push({
        chartId: id,
        rank: rank + 1,
        trackTitle: random.pick(trackWords),
        artist,
        label: random.pick(labels),
        sourceUrl: `https://beatport.example/chart/${id}/${rank + 1}`,
      });
    });
  }
}
