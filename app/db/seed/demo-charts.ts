import { randomUUID } from 'node:crypto';
import { slugify } from '~/lib/slug';
import { isoWeek } from './demo-context';
import { createRandom, type Random } from './random';
import { artists, labels } from './vocabulary';
import type { DemoCatalog } from './demo-catalog-rows';
import type { DemoContext } from './demo-context';

// Invented track titles (enough for every chart type's pool): the artists are real scene names, the records
// are not.
const titles = [
  'Afterglow',
  'Nightshift',
  'Pressure Point',
  'Satellite Heart',
  'Lumen',
  'Undertow',
  'Strobe Language',
  'Velvet Static',
  'Orbit',
  'Echo Chamber',
  'Low Sun',
  'Warehouse Prayer',
  'Glass Horizon',
  'Northern Lights Run',
  'Tidal',
  'Sodium Skies',
  'Second Wind',
  'Parallax',
  'Hold The Room',
  'Midnight Transit',
  'Gravity Well',
  'Soft Machine',
  'Ritual Motion',
  'Golden Hour Dub',
  'Concrete Bloom',
  'Higher Ground Signal',
  'Atlas',
  'Slow Burn',
  'Cathedral',
  'Blue Room',
  'Weightless',
  'Heatwave Protocol',
  'Last Train Home',
  'Mirrorball',
  'Paper Moons',
  'Open Water',
  'Daybreak Theory',
  'Neon Rain',
  'Kinetic',
  'Salt Flats',
  'Circadian',
  'The Long Goodbye',
  'Voltage',
  'Ember',
  'Halcyon Drive',
  'Quiet Storm',
  'Fever Dream',
  'Lighthouse',
  'Amber Alert',
  'Wildfire Season',
  'Night Bus',
  'Sunrise Service',
  'Copper Sky',
  'Inner City Pulse',
  'Rooftop Sermon',
  'After Hours Radio',
  'Silver Lining',
  'Deep Field',
] as const;

const weeklyTypes = ['Melodic Techno', 'Progressive Trance', 'Trance'] as const;
const CHART_SIZE = 10;
const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

type Track = {
  artist: string;
  trackTitle: string;
  label: string;
  embedId: string | null;
  sourceUrl: string | null;
};

/** A YouTube-style video id (11 characters): never requested unless a reader presses play. */
const videoId = (random: Random) =>
  Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join('');

/**
 * The tracks a chart type draws on: more than it lists, so tracks enter and leave from week to week. Titles
 * are taken from `titles` and not given out again, so two charts never list one title by different artists.
 */
function trackPool(random: Random, titles: string[], size: number): Track[] {
  const names = random.sample(artists, size);
  return titles.splice(0, size).map((trackTitle, i) => ({
    artist: names[i]!,
    trackTitle,
    label: random.pick(labels),
    embedId: random.chance(0.45) ? videoId(random) : null,
    sourceUrl: random.chance(0.8)
      ? `https://beatport.example/track/${slugify(trackTitle)}/${random.int(10_000, 99_999)}`
      : null,
  }));
}

/**
 * A run of charts, oldest first: each keeps most of the one before, moved up or down a little, and lets a few
 * tracks from the pool in, so the newest shows every kind of movement.
 */
function chartRun(random: Random, pool: Track[], charts: number, size: number): Track[][] {
  const run: Track[][] = [pool.slice(0, size)];
  for (let n = 1; n < charts; n++) {
    const before = run[n - 1]!;
    const scored = pool.map((track) => {
      const rank = before.indexOf(track);
      // A track on the chart keeps its place give or take three; one off it may enter anywhere in the lower half.
      const score = rank >= 0 ? rank + random.int(-3, 3) + random.next() : size / 2 + random.int(0, size);
      return { track, score };
    });
    run.push(
      scored
        .sort((a, b) => a.score - b.score)
        .slice(0, size)
        .map((entry) => entry.track),
    );
  }
  return run;
}

/**
 * Three weekly chart types for this week and the two before, and a monthly one for the last two months, each
 * run sharing most tracks from period to period so movement (up, down, new, same) shows. Its own seeded random,
 * so the sections built after it get the same content whatever this builder draws.
 */
export function buildDemoCharts(ctx: DemoContext, catalog: DemoCatalog): void {
  const { now, publishedAt, uniqueSlug } = ctx;
  const random = createRandom(4_711);
  const unusedTitles = random.sample(titles, titles.length);
  const add = (
    chart: {
      chartType: string;
      title: string;
      period: string;
      year: number;
      weekIso: number | null;
      at: Date;
    },
    tracks: Track[],
  ) => {
    const id = randomUUID();
    catalog.charts.push({
      id,
      slug: uniqueSlug(`${chart.title} ${chart.period}`),
      title: chart.title,
      period: chart.period,
      chartType: chart.chartType,
      genre: chart.chartType,
      year: chart.year,
      weekIso: chart.weekIso,
      status: 'published',
      publishedAt: chart.at,
    });
    tracks.forEach((track, i) => catalog.chartEntries.push({ chartId: id, rank: i + 1, ...track }));
  };

  for (const chartType of weeklyTypes) {
    const run = chartRun(random, trackPool(random, unusedTitles, CHART_SIZE + 5), 3, CHART_SIZE);
    run.forEach((tracks, n) => {
      const weeksAgo = run.length - 1 - n;
      const { year, week } = isoWeek(publishedAt(weeksAgo * 7));
      const period = `${year}-W${String(week).padStart(2, '0')}`;
      add(
        {
          chartType,
          title: `${chartType} Top 10`,
          period,
          year,
          weekIso: week,
          at: publishedAt(weeksAgo * 7),
        },
        tracks,
      );
    });
  }

  // A monthly chart: published on the first of the month after; the one before it is shorter.
  const monthly = chartRun(random, trackPool(random, unusedTitles, 12), 2, 8);
  monthly.forEach((tracks, n) => {
    const monthsAgo = monthly.length - n;
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
    const period = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1, 9));
    add(
      {
        chartType: 'Afro House',
        title: 'Afro House: Best of the Month',
        period,
        year: start.getUTCFullYear(),
        weekIso: null,
        at,
      },
      n === 0 ? tracks.slice(0, 5) : tracks,
    );
  });
}
