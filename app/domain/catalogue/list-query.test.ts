import { describe, expect, it } from 'vitest';
import { hasActiveFilters, listQueryString, pageCountOf, prefixQueryText } from './list-query';

const defaults = { q: '', genre: 'all', label: 'all', page: 1 };

describe('listQueryString', () => {
  it('is empty for the unfiltered first page', () => {
    expect(listQueryString(defaults, defaults)).toBe('');
    expect(listQueryString({}, defaults)).toBe('');
  });

  it('keeps only values that differ from their defaults, in the defaults order', () => {
    expect(listQueryString({ page: 3, genre: 'Deep House', q: 'lens' }, defaults)).toBe(
      '?q=lens&genre=Deep+House&page=3',
    );
  });

  it('leaves out keys that have no default', () => {
    expect(listQueryString({ genre: 'Techno', other: 'x' } as never, defaults)).toBe('?genre=Techno');
  });
});

describe('hasActiveFilters', () => {
  it('ignores the page and the view', () => {
    expect(hasActiveFilters({ ...defaults, page: 4 }, defaults)).toBe(false);
    expect(hasActiveFilters({ ...defaults, view: 'map' }, { ...defaults, view: 'list' })).toBe(false);
    expect(hasActiveFilters({ ...defaults, label: 'Drumcode' }, defaults)).toBe(true);
  });
});

describe('pageCountOf', () => {
  it('is at least one and at most fifty pages', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageCountOf(100_000, 12)).toBe(50);
  });
});

describe('prefixQueryText', () => {
  it('makes every word a prefix that must match', () => {
    expect(prefixQueryText('Amel  Len')).toBe("'amel':* & 'len':*");
  });

  it('drops everything that could be tsquery syntax', () => {
    expect(prefixQueryText("a' | !b:* & (c)")).toBe("'a':* & 'b':* & 'c':*");
    expect(prefixQueryText(' !&|() ')).toBeNull();
  });

  it('keeps letters of any script and at most eight words', () => {
    expect(prefixQueryText('Sónar Røyksopp')).toBe("'sónar':* & 'røyksopp':*");
    expect(prefixQueryText('1 2 3 4 5 6 7 8 9 10')?.split(' & ')).toHaveLength(8);
  });
});
