import { describe, expect, it } from 'vitest';
import { festivalListHref, filterOptions, monthOptions, specCountries } from './festival-list-query';

describe('festivalListHref', () => {
  it('leaves defaults out, so the unfiltered first page is the bare path', () => {
    expect(festivalListHref({})).toBe('/festivals');
    expect(festivalListHref({ country: 'all', view: 'list', page: 1, search: '' })).toBe('/festivals');
    expect(festivalListHref({ country: 'Belgium', page: 2 })).toBe('/festivals?country=Belgium&page=2');
    expect(festivalListHref({ search: 'sónar', month: '2026-07', view: 'map' })).toBe(
      '/festivals?search=s%C3%B3nar&month=2026-07&view=map',
    );
  });

  it('adds the festival whose card the map opens', () => {
    expect(festivalListHref({ view: 'map' }, 'tomorrowland-2026')).toBe(
      '/festivals?view=map&festival=tomorrowland-2026',
    );
    expect(festivalListHref({}, 'x')).toBe('/festivals?festival=x');
  });
});

describe('filter options', () => {
  it('offers all, the spec’s countries in order, then others the data holds', () => {
    const options = filterOptions('All countries', specCountries, ['Belgium', 'Croatia', 'Austria']);
    expect(options.map((option) => option.value)).toEqual([
      'all',
      'USA',
      'Belgium',
      'Netherlands',
      'UK',
      'Germany',
      'Spain',
      'Austria',
      'Croatia',
    ]);
    expect(options[0]).toEqual({ value: 'all', label: 'All countries' });
  });

  it('labels months', () => {
    expect(monthOptions(['2026-07', '2026-08'])).toEqual([
      { value: 'all', label: 'All dates' },
      { value: '2026-07', label: 'July 2026' },
      { value: '2026-08', label: 'August 2026' },
    ]);
  });
});
