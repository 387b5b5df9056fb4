import { describe, expect, it } from 'vitest';
import { weeklyChartKinds, weeklyChartTexts } from './weekly-chart-kinds';

describe('the weekly charts', () => {
  it('are Progressive Trance, Melodic Techno, Trance and an overall chart', () => {
    expect(weeklyChartKinds.map((kind) => [kind.chartType, kind.genre, kind.title])).toEqual([
      ['Progressive Trance', 'Progressive Trance', 'Progressive Trance Top 10'],
      ['Melodic Techno', 'Melodic Techno', 'Melodic Techno Top 10'],
      ['Trance', 'Trance', 'Trance Top 10'],
      ['Overall', null, 'Overall Top 10'],
    ]);
    expect(weeklyChartKinds[1]!.genres).toContain('techno');
  });

  it('say what they are: slug by title and ISO week, SEO title and description, tags', () => {
    const entries = [
      { artist: 'Anyma', trackTitle: 'Eternity' },
      { artist: 'ARTBAT', trackTitle: 'Horizon' },
      { artist: 'Anyma', trackTitle: 'Genesys' },
      { artist: 'Tale Of Us', trackTitle: 'Nova' },
    ];
    expect(weeklyChartTexts(weeklyChartKinds[1]!, '2026-W48', entries, 'Dropwire')).toEqual({
      slug: 'melodic-techno-top-10-2026-w48',
      seoTitle: 'Melodic Techno Top 10 · Week 48, 2026',
      seoDescription:
        "The Melodic Techno releases Dropwire's sources covered most in week 48, 2026, led by Anyma with “Eternity”.",
      tags: ['Weekly chart', 'Melodic Techno', 'Anyma', 'ARTBAT'],
    });
    expect(weeklyChartTexts(weeklyChartKinds[3]!, '2027-W01', entries.slice(0, 1), 'Dropwire')).toMatchObject(
      {
        slug: 'overall-top-10-2027-w01',
        seoDescription:
          "The releases in every genre Dropwire's sources covered most in week 1, 2027, led by Anyma with “Eternity”.",
        tags: ['Weekly chart', 'All genres', 'Anyma'],
      },
    );
  });
});
