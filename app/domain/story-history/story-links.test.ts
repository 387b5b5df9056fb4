import { describe, expect, it } from 'vitest';
import { followUps, threadOf, threadsOf, type LinkedStory } from './story-links';

const tag = { name: 'fabric', slug: 'fabric' };
const story = (slug: string, day: string): LinkedStory => ({
  slug,
  title: slug,
  publishedAt: `${day}T10:00:00.000Z`,
  reportedAt: `${day}T10:00:00.000Z`,
  tag: tag.name,
});

// Retold from fabric's closure and reopening in London, 2016: a licence review, the closure, an appeal,
// then, months later, a separate story of its reopening.
const fabric = [
  story('licence-suspended', '2016-08-11'),
  story('review-hearing', '2016-09-06'),
  story('licence-revoked', '2016-09-07'),
  story('appeal-fund', '2016-09-12'),
  story('reopening-deal', '2016-11-21'),
  story('reopens', '2017-01-06'),
];

describe('threadsOf', () => {
  it('keeps stories within ten days of each other in one thread and splits at longer gaps', () => {
    const threads = threadsOf(tag, [...fabric].reverse());
    expect(threads.map((thread) => thread.stories.map((item) => item.slug))).toEqual([
      ['licence-suspended'],
      ['review-hearing', 'licence-revoked', 'appeal-fund'],
      ['reopening-deal'],
      ['reopens'],
    ]);
  });
});

describe('threadOf', () => {
  it('finds the thread a story is part of, without merging the separate news around it', () => {
    const thread = threadOf('licence-revoked', '2016-09-07T10:00:00.000Z', [{ tag, stories: fabric }]);
    expect(thread?.stories.map((item) => item.slug)).toEqual([
      'review-hearing',
      'licence-revoked',
      'appeal-fund',
    ]);
    expect(threadOf('reopens', '2017-01-06T10:00:00.000Z', [{ tag, stories: fabric }])).toBeUndefined();
  });
});

describe('followUps', () => {
  it('lists the nearest earlier and later stories once each', () => {
    const other = { tag: { name: 'Islington Council', slug: 'islington-council' }, stories: [fabric[3]!] };
    const links = followUps('2016-09-07T10:00:00.000Z', 'licence-revoked', [{ tag, stories: fabric }, other]);
    expect(links.before.map((item) => item.slug)).toEqual(['review-hearing', 'licence-suspended']);
    expect(links.after.map((item) => item.slug)).toEqual(['appeal-fund', 'reopening-deal', 'reopens']);
  });
});

describe('threads of an archive published late', () => {
  it('threads stories by when they broke, not by when the site published them', () => {
    // The fabric stories of 2016, all published on one day years later (an archive crawled at once).
    const late = fabric.map((item) => ({ ...item, publishedAt: '2026-11-28T09:00:00.000Z' }));
    expect(threadsOf(tag, late).map((thread) => thread.stories.length)).toEqual([1, 3, 1, 1]);
  });
});
