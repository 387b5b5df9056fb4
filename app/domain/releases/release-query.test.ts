import { describe, expect, it } from 'vitest';
import { canonicalOption, filterOptions, releaseHref, releasesHref, specGenres } from './release-query';

describe('releasesHref', () => {
  it('is the bare path for the unfiltered first page', () => {
    expect(releasesHref({})).toBe('/releases');
    expect(releasesHref({ search: '', genre: 'all', label: 'all', page: 1 })).toBe('/releases');
  });

  it('keeps only what differs from the defaults, search first and page last', () => {
    expect(releasesHref({ page: 2, label: 'Drumcode', genre: 'Deep House', search: 'lens' })).toBe(
      '/releases?search=lens&genre=Deep+House&label=Drumcode&page=2',
    );
  });
});

describe('filterOptions', () => {
  it('puts all first, the spec’s values in its order, then the other values of the data alphabetically', () => {
    const options = filterOptions(
      'All Genres',
      specGenres,
      ['Trance', 'Minimal', 'Electro', 'techno'],
      'all',
    );
    expect(options.map((option) => option.value)).toEqual([
      'all',
      'Techno',
      'House',
      'Trance',
      'Progressive',
      'Deep House',
      'Tech House',
      'Electro',
      'Minimal',
    ]);
    expect(options[0]).toEqual({ value: 'all', label: 'All Genres' });
  });

  it('offers a value the URL asked for that is neither in the spec nor in the data', () => {
    const values = filterOptions('All Labels', ['Drumcode'], [], 'Polka Records').map(
      (option) => option.value,
    );
    expect(values).toEqual(['all', 'Drumcode', 'Polka Records']);
    expect(filterOptions('All Labels', ['Drumcode'], [], 'drumcode')).toHaveLength(2);
  });
});

describe('canonicalOption', () => {
  it('reads a value in any case as the option’s spelling, and keeps an unknown one', () => {
    expect(canonicalOption('deep house', specGenres)).toBe('Deep House');
    expect(canonicalOption('MAU5TRAP', ['mau5trap'])).toBe('mau5trap');
    expect(canonicalOption('ALL', specGenres)).toBe('all');
    expect(canonicalOption('Polka', specGenres)).toBe('Polka');
  });
});

describe('releaseHref', () => {
  it('is the release’s page', () => {
    expect(releaseHref('amelie-lens-nightshift-ep')).toBe('/releases/amelie-lens-nightshift-ep');
  });
});
