import { describe, expect, it } from 'vitest';
import { regularity, sourceStats, type StoryItem } from './source-record';

const item = (storyId: string, sourceId: string, at: string, headline: string): StoryItem => ({
  storyId,
  sourceId,
  publishedAt: at,
  headline,
  lead: '',
  body: '',
});

describe('sourceStats', () => {
  // Retold from how the closure of Berlin's Watergate club was reported in 2024: one outlet broke it, others
  // followed, one of them adding the closing date.
  const items = [
    item('s1', 'ra', '2024-09-17T10:00:00Z', 'Watergate in Berlin to close after 22 years'),
    item('s1', 'mixmag', '2024-09-17T12:00:00Z', 'Watergate in Berlin to close'),
    item('s1', 'dj-mag', '2024-09-17T13:30:00Z', 'Watergate will close on 31 December after 22 years'),
    item('s2', 'mixmag', '2024-09-20T09:00:00Z', 'Watergate announces its final Silvester lineup'),
  ];
  const articles = [
    {
      storyId: 's1',
      slug: 'watergate-closes',
      title: 'Watergate closes',
      category: 'news',
      corrections: [{ at: '2024-09-18T08:00:00Z', note: 'The club opened in 2002.' }],
    },
    { storyId: 's2', slug: 'watergate-final', title: 'Final lineup', category: 'festivals', corrections: [] },
  ];

  it('counts firsts, leads, additions and corrections of stories it broke', () => {
    const ra = sourceStats(['ra'], items, articles);
    expect(ra).toMatchObject({ reported: 1, shared: 1, firstInShared: 1, alone: 0, averageLeadHours: 2 });
    expect(ra.corrections.map((correction) => correction.slug)).toEqual(['watergate-closes']);

    const mixmag = sourceStats(['mixmag'], items, articles);
    expect(mixmag).toMatchObject({
      reported: 2,
      shared: 1,
      firstInShared: 0,
      alone: 1,
      averageLeadHours: -2,
    });
    expect(mixmag.addedSomething).toBe(0);
    expect(mixmag.corrections).toEqual([]);
    expect(mixmag.categories).toEqual([
      { category: 'festivals', stories: 1 },
      { category: 'news', stories: 1 },
    ]);

    const djMag = sourceStats(['dj-mag'], items, articles);
    expect(djMag).toMatchObject({ laterReports: 1, addedSomething: 1, averageLeadHours: -3.5 });
  });
});

describe('regularity', () => {
  it('counts items and active weeks in the last 12 weeks and the median gap', () => {
    const now = new Date('2024-10-01T00:00:00Z');
    const result = regularity(
      ['2024-09-30T00:00:00Z', '2024-09-29T00:00:00Z', '2024-09-27T00:00:00Z', '2024-01-01T00:00:00Z'],
      now,
    );
    expect(result).toEqual({ itemsLast12Weeks: 3, activeWeeks: 1, medianGapHours: 36 });
  });
});
