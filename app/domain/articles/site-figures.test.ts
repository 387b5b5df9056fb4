import { describe, expect, it } from 'vitest';
import { heroFigures, sourcesFigure } from './site-figures';

const stats = {
  publishedArticles: 0,
  multiSourceArticles: 0,
  articlesToday: 0,
  activeSources: 0,
  demoSources: 0,
  subscribers: 0,
  lastPublishedAt: null,
};

describe('the figures a site shows about itself', () => {
  it('shows no zero at all on an empty installation', () => {
    expect(heroFigures(stats)).toEqual([]);
    expect(sourcesFigure(stats)).toBeUndefined();
  });

  it('speaks of demo sources on a fresh demo, and leaves out the readers it does not have yet', () => {
    const demo = {
      ...stats,
      demoSources: 4,
      publishedArticles: 30,
      multiSourceArticles: 9,
      articlesToday: 12,
    };
    expect(heroFigures(demo)).toEqual([
      { label: 'Demo sources', value: 4 },
      { label: 'Stories published', value: 30 },
      { label: 'Told by 2+ sources', value: 9 },
      { label: 'New in 24 hours', value: 12 },
    ]);
  });

  it('counts followed sources once an operator has added some, demo or not', () => {
    expect(sourcesFigure({ activeSources: 30, demoSources: 4 })).toEqual({
      label: 'Sources followed',
      value: 30,
    });
  });
});
