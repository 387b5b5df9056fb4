import { slugify } from '~/lib/slug';
import { periodLabel } from './chart-period';
import { comparable, type RankedEntry } from './weekly-chart-scoring';

// The charts the weekly job builds, and what each says about itself (title, slug, tags, SEO). Pure.

export type WeeklyChartKind = {
  /** chart_type and genre as stored: the public pages compare a chart with the previous one by both. */
  chartType: string;
  genre: string | null;
  /** What the chart is called before its length: "Melodic Techno" makes "Melodic Techno Top 10". */
  name: string;
  /** The release genres and story genre tags it takes (comparable); null: all of them. */
  genres: string[] | null;
};

/**
 * Three genre charts and an overall one. The tagger knows no "Melodic Techno" of its own (it files the
 * phrase under Techno), so that chart takes Techno and Melodic House as well; Progressive Trance takes what
 * is tagged Progressive.
 */
export const weeklyChartKinds: WeeklyChartKind[] = [
  {
    chartType: 'Progressive Trance',
    genre: 'Progressive Trance',
    name: 'Progressive Trance',
    genres: ['Progressive Trance', 'Progressive', 'Progressive House'].map(comparable),
  },
  {
    chartType: 'Melodic Techno',
    genre: 'Melodic Techno',
    name: 'Melodic Techno',
    genres: ['Melodic Techno', 'Melodic House & Techno', 'Melodic House', 'Techno'].map(comparable),
  },
  {
    chartType: 'Trance',
    genre: 'Trance',
    name: 'Trance',
    genres: ['Trance', 'Uplifting Trance', 'Vocal Trance', 'Psytrance'].map(comparable),
  },
  { chartType: 'Overall', genre: null, name: 'Overall', genres: null },
];

/**
 * The texts a weekly chart is stored with: title, slug, tags, SEO title and description. The title says how
 * many entries it holds ("Top 10" only when it holds ten; a thin week makes a "Top 6").
 */
export function weeklyChartTexts(
  kind: WeeklyChartKind,
  period: string,
  entries: readonly Pick<RankedEntry, 'artist' | 'trackTitle'>[],
  siteName: string,
) {
  const week = periodLabel(period);
  const top = entries[0];
  const scope = kind.genre ? `${kind.genre} releases` : 'releases in every genre';
  const artists = [...new Set(entries.slice(0, 3).map((entry) => entry.artist))];
  const title = `${kind.name} Top ${entries.length}`;
  return {
    title,
    slug: slugify(`${title} ${period}`),
    seoTitle: `${title} · ${week}`,
    seoDescription:
      `The ${scope} ${siteName}'s sources covered most in ${week.toLowerCase()}` +
      (top ? `, led by ${top.artist} with “${top.trackTitle}”.` : '.'),
    tags: ['Weekly chart', kind.genre ?? 'All genres', ...artists],
  };
}
