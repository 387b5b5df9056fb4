import { describe, expect, it } from 'vitest';
import { slugify, tagSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Amelie Lens — Live @ Awakenings!', 'amelie-lens-live-awakenings'],
    ['Röyksopp & Robyn', 'royksopp-and-robyn'],
    ['  --Drum & Bass--  ', 'drum-and-bass'],
    ['DJ Tiësto', 'dj-tiesto'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts long slugs at a word boundary', () => {
    const slug = slugify('word '.repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'word')).toBe(true);
  });

  it('makes tag slugs lower-case with hyphens', () => {
    expect(tagSlug('Deep House')).toBe('deep-house');
  });
});
