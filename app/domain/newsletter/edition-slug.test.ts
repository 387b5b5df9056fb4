import { describe, expect, it } from 'vitest';
import { EDITION_SLUG, editionPath, editionSlug } from './edition-slug';

describe('editionSlug', () => {
  it.each([
    [{ year: 2026, week: 47 }, 'Luma Reyes closes The Kiln', '2026-w47-luma-reyes-closes-the-kiln'],
    [{ year: 2027, week: 1 }, 'Kölsch & Tale Of Us — B2B!', '2027-w01-kolsch-and-tale-of-us-b2b'],
    [{ year: 2026, week: 53 }, '  Ümlaut   Spaces  ', '2026-w53-umlaut-spaces'],
    // Any script is read in Latin letters (kanji by their Chinese reading, decision 056)…
    [{ year: 2026, week: 9 }, '東京 ・ 渋谷', '2026-w09-dong-jing-se-gu'],
    // …and when nothing of the headline survives, the week alone still names the edition.
    [{ year: 2026, week: 9 }, '🎧 ・ 🎛️', '2026-w09'],
    [{ year: 2026, week: 9 }, '', '2026-w09'],
  ])('names week %o with "%s" as %s', (week, headline, slug) => {
    expect(editionSlug(week, headline)).toBe(slug);
    expect(slug).toMatch(EDITION_SLUG);
  });

  it('keeps long headlines short, cut between words', () => {
    const slug = editionSlug(
      { year: 2026, week: 48 },
      'The festival season closes with a record weekend of sold-out warehouse shows across three continents',
    );
    expect(slug).toBe('2026-w48-the-festival-season-closes-with-a-record-weekend-of-sold-out');
    expect(slug.length).toBeLessThanOrEqual('2026-w48-'.length + 60);
    expect(slug).not.toMatch(/-$/);
  });

  it('gives two weeks with the same top story two slugs', () => {
    expect(editionSlug({ year: 2026, week: 47 }, 'Same story')).not.toBe(
      editionSlug({ year: 2026, week: 48 }, 'Same story'),
    );
  });

  it('refuses what is not a slug', () => {
    for (const bad of ['2026-w47-', '2026-W47-x', '2026-w47--x', 'w47-x', '2026-w47-x/../y', '2026-w4-x'])
      expect(bad).not.toMatch(EDITION_SLUG);
  });

  it('puts the page under /newsletter/editions', () => {
    expect(editionPath('2026-w47-x')).toBe('/newsletter/editions/2026-w47-x');
  });
});
