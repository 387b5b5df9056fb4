import type { IsoWeek } from '~/lib/iso-week';
import { slugify } from '~/lib/slug';

// The address of an edition's public page. Pure.

/** Words of the headline kept in a slug: enough to recognise the edition, short enough to share. */
const WORDS_LENGTH = 60;

/** A slug: lower-case letters and digits in dash-separated runs, as `editionSlug` makes them. */
export const EDITION_SLUG = /^\d{4}-w\d{2}(?:-[a-z0-9]+)*$/;

/**
 * The slug of the edition of `week` whose top story is `headline`: `2026-w47-luma-reyes-closes-the-kiln`. The
 * week comes first, so the slugs of one year sort by week and two weeks with the same top story differ.
 */
export function editionSlug(week: IsoWeek, headline: string): string {
  const prefix = `${week.year}-w${String(week.week).padStart(2, '0')}`;
  const words = slugify(headline, WORDS_LENGTH);
  return words ? `${prefix}-${words}` : prefix;
}

/** The path of an edition's public page. */
export const editionPath = (slug: string) => `/newsletter/editions/${slug}`;
