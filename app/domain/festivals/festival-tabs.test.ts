import { describe, expect, it } from 'vitest';
import { festivalTabHref, festivalTabOf } from './festival-tabs';

describe('festival tabs', () => {
  it('reads a tab from its URL segment; the bare page is the Overview; others do not exist', () => {
    expect(festivalTabOf(undefined)).toBe('overview');
    expect(festivalTabOf('lineup')).toBe('lineup');
    expect(festivalTabOf('faq')).toBe('faq');
    expect(festivalTabOf('overview')).toBeUndefined();
    expect(festivalTabOf('Lineup')).toBeUndefined();
    expect(festivalTabOf('photos')).toBeUndefined();
  });

  it('gives each tab one URL', () => {
    expect(festivalTabHref('sonar-2026', 'overview')).toBe('/festivals/sonar-2026');
    expect(festivalTabHref('sonar-2026', 'tickets')).toBe('/festivals/sonar-2026/tickets');
  });
});
