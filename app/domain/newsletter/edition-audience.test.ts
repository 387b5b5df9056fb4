import { describe, expect, it } from 'vitest';
import { articleCategories } from '~/db/schema/enums';
import { BREAKING_ALERT, editionTopics, frequenciesFor, topicsMatch } from './edition-audience';
import { WEEKLY_DIGEST } from './digest-edition';
import { newsletterTopics } from './topics';

describe('editionTopics', () => {
  it('names each topic of the stories once, in order', () => {
    expect(editionTopics(['releases', 'news', 'analysis', 'reviews', 'tech', 'releases'])).toEqual([
      'news',
      'releases',
      'tech',
    ]);
    expect(editionTopics([])).toEqual([]);
    expect(editionTopics(['no-such-category'])).toEqual([]);
  });

  it('maps every story category to a topic a subscriber can pick', () => {
    const ids = newsletterTopics.map((topic) => topic.id as string);
    for (const category of articleCategories) expect(ids).toContain(editionTopics([category])[0]);
  });
});

describe('topicsMatch', () => {
  it.each([
    [[], ['news'], true],
    [['news'], [], true],
    [['news', 'tech'], ['tech'], true],
    [['releases'], ['news', 'festivals'], false],
    [['deals'], ['news', 'tech'], false],
  ])('subscriber %j, edition %j → %s', (subscriber, edition, match) => {
    expect(topicsMatch(subscriber, edition)).toBe(match);
  });
});

describe('frequenciesFor', () => {
  it('sends the digest to every frequency and alerts to those who asked for more than the digest', () => {
    expect(frequenciesFor(WEEKLY_DIGEST)).toEqual(['weekly', 'daily', 'instant']);
    expect(frequenciesFor(BREAKING_ALERT)).toEqual(['daily', 'instant']);
  });
});
