import { describe, expect, it } from 'vitest';
import {
  cutText,
  digestEdition,
  digestSendTime,
  rankDigestStories,
  type DigestStory,
} from './digest-edition';

const story = (n: number, overrides: Partial<DigestStory> = {}): DigestStory => ({
  title: `Story ${n}`,
  slug: `story-${n}`,
  summary: `What happened in story ${n}.`,
  views: 0,
  sourceCount: 1,
  ...overrides,
});

describe('the weekly digest edition', () => {
  it('ranks stories by views, then by the sources that told them, seven at most', () => {
    const ranked = rankDigestStories([
      story(1, { views: 5 }),
      story(2, { views: 50 }),
      story(3, { views: 5, sourceCount: 4 }),
      ...Array.from({ length: 8 }, (_, i) => story(10 + i)),
    ]);
    expect(ranked.map((entry) => entry.slug).slice(0, 3)).toEqual(['story-2', 'story-3', 'story-1']);
    expect(ranked).toHaveLength(7);
  });

  it('has a subject, the stories as title, slug and excerpt, and a featured text about the top story', () => {
    const edition = digestEdition(
      [
        story(1, { title: 'Anyma at the Sphere', sourceCount: 3, summary: 'Six nights, one screen.' }),
        story(2),
      ],
      { year: 2026, week: 48 },
      'Dropwire',
    );
    expect(edition).toEqual({
      subject: 'Dropwire Weekly: Anyma at the Sphere',
      content: {
        articles: [
          { title: 'Anyma at the Sphere', slug: 'story-1', excerpt: 'Six nights, one screen.' },
          { title: 'Story 2', slug: 'story-2', excerpt: 'What happened in story 2.' },
        ],
        featuredContent:
          'The most-read story of week 48, 2026: “Anyma at the Sphere”, told by 3 sources. Six nights, one screen.',
      },
    });
    expect(() => digestEdition([], { year: 2026, week: 48 }, 'Dropwire')).toThrow();
  });

  it('cuts long excerpts and subjects at a word', () => {
    expect(cutText('one two three four', 12)).toBe('one two…');
    expect(cutText('  spaced \n out  ', 40)).toBe('spaced out');
    const subject = digestEdition(
      [story(1, { title: 'word '.repeat(60) })],
      { year: 2026, week: 1 },
      'Dropwire',
    ).subject;
    expect(subject.length).toBeLessThanOrEqual(120);
    expect(subject.endsWith('word…')).toBe(true);
  });

  it('goes out on Friday at 10:00 Berlin time, or at once when that has passed this week', () => {
    const berlin = 'Europe/Berlin';
    expect(digestSendTime(berlin, new Date('2026-11-24T12:00:00Z')).toISOString()).toBe(
      '2026-11-27T09:00:00.000Z',
    );
    expect(digestSendTime(berlin, new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-03T08:00:00.000Z',
    );
    const saturday = new Date('2026-11-28T15:00:00Z');
    expect(digestSendTime(berlin, saturday)).toEqual(saturday);
  });
});
