import { describe, expect, it } from 'vitest';
import { audienceFigures } from './audience-figures';

const stats = { publishedArticles: 120, activeSources: 30, demoSources: 12, subscribers: 45 };

describe('audienceFigures', () => {
  it('shows what is counted, in order', () => {
    expect(audienceFigures(stats, 9_876)).toEqual([
      { label: 'Stories published', value: 120 },
      { label: 'Article views', value: 9_876 },
      { label: 'Sources followed', value: 30 },
      { label: 'Newsletter readers', value: 45 },
    ]);
  });

  it('never shows a zero, and speaks of the demo sources when none is followed', () => {
    expect(
      audienceFigures({ publishedArticles: 8, activeSources: 0, demoSources: 12, subscribers: 0 }, 0),
    ).toEqual([
      { label: 'Stories published', value: 8 },
      { label: 'Demo sources', value: 12 },
    ]);
    expect(
      audienceFigures({ publishedArticles: 0, activeSources: 0, demoSources: 0, subscribers: 0 }, 0),
    ).toEqual([]);
  });
});
