import { slugify } from '~/lib/slug';
import type { ProfileRow } from './builders';
import type { Random } from './random';

// What every section's demo builder shares: the seeded randomness, the clock, unique slugs and the authors.

export const day = 86_400_000;
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** One of the sixteen bundled cover images (public/images/covers), chosen by number. */
export const cover = (n: number) => `/images/covers/cover-${String((n % 16) + 1).padStart(2, '0')}.svg`;
export const trackWords = [
  'Afterglow',
  'Nightshift',
  'Pressure',
  'Satellite',
  'Lumen',
  'Undertow',
  'Strobe',
  'Velvet',
  'Orbit',
  'Echo Chamber',
  'Low Sun',
  'Warehouse',
];

export function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart.getTime()) / day + 1) / 7) };
}

export type DemoContext = {
  random: Random;
  now: Date;
  authors: ProfileRow[];
  /** The time `daysAgo` days before now (negative: in the future). */
  publishedAt: (daysAgo: number) => Date;
  /** A slug for `text` not yet given out in this seed (repeats are numbered). */
  uniqueSlug: (text: string) => string;
};

export function createDemoContext(random: Random, now: Date, authors: ProfileRow[]): DemoContext {
  const taken = new Set<string>();
  return {
    random,
    now,
    authors,
    publishedAt: (daysAgo) => new Date(now.getTime() - daysAgo * day),
    // Demo names repeat by chance; slugs are unique per table, so number the repeats.
    uniqueSlug: (text) => {
      let slug = slugify(text);
      for (let n = 2; taken.has(slug); n++) slug = `${slugify(text)}-${n}`;
      taken.add(slug);
      return slug;
    },
  };
}
