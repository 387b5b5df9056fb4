import { describe, expect, it } from 'vitest';
import { weeklyChartKinds, weeklyChartTexts } from './weekly-chart-kinds';

describe('the weekly charts', () => {
  it('are Progressive Trance, Melodic Techno, Trance and an overall chart', () => {
    expect(weeklyChartKinds.map((kind) => [kind.chartType, kind.genre, kind.name])).toEqual([
      ['Progressive Trance', 'Progressive Trance', 'Progressive Trance'],
      ['Melodic Techno', 'Melodic Techno', 'Melodic Techno'],
      ['Trance', 'Trance', 'Trance'],
      ['Overall', null, 'Overall'],
    ]);
    expect(weeklyChartKinds[1]!.genres).toContain('techno');
  });

  it('are named for what they hold: "Top 10" only with ten entries', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ artist: `Artist ${i}`, trackTitle: `Track ${i}` }));
    expect(weeklyChartTexts(weeklyChartKinds[2]!, '2026-W48', ten, 'Dropwire')).toMatchObject({
      title: 'Trance Top 10',
      slug: 'trance-top-10-2026-w48',
    });
    expect(weeklyChartTexts(weeklyChartKinds[2]!, '2026-W48', ten.slice(0, 6), 'Dropwire')).toMatchObject({
      title: 'Trance Top 6',
      slug: 'trance-top-6-2026-w48',
      seoTitle: 'Trance Top 6 · Week 48, 2026',
    });
  });

  it('say what they are: slug by title and ISO week, SEO title and description, tags', () => {
    const entries = [
      { artist: 'Anyma', trackTitle: 'Eternity' },
      { artist: 'ARTBAT', trackTitle: 'Horizon' },
      { artist: 'Anyma', trackTitle: 'Genesys' },
      { artist: 'Tale Of Us', trackTitle: 'Nova' },
    ];
    expect(weeklyChartTexts(weeklyChartKinds[1]!, '2026-W48', entries, 'Dropwire')).toEqual({
      title: 'Melodic Techno Top 4',
      slug: 'melodic-techno-top-4-2026-w48',
      seoTitle: 'Melodic Techno Top 4 · Week 48, 2026',
      seoDescription:
        "The Melodic Techno releases Dropwire's sources covered most in week 48, 2026, led by Anyma with “Eternity”.",
      tags: ['Weekly chart', 'Melodic Techno', 'Anyma', 'ARTBAT'],
    });
    expect(weeklyChartTexts(weeklyChartKinds[3]!, '2027-W01', entries.slice(0, 1), 'Dropwire')).toMatchObject(
      {
        title: 'Overall Top 1',
        slug: 'overall-top-1-2027-w01',
        seoDescription:
          "The releases in every genre Dropwire's sources covered most in week 1, 2027, led by Anyma with “Eternity”.",
        tags: ['Weekly chart', 'All genres', 'Anyma'],
      },
    );
  });
});
