import { describe, expect, it } from 'vitest';
import { pageWindow, publishedSince, searchHref, searchResultHref } from './search-query';
import { parseSearchQuery } from './search-query-schema';

describe('parseSearchQuery', () => {
  it('uses defaults for an empty query', () => {
    expect(parseSearchQuery(new URLSearchParams())).toEqual({
      q: '',
      type: 'all',
      category: 'all',
      date: 'any',
      page: 1,
    });
  });

  it('reads valid values', () => {
    expect(
      parseSearchQuery(new URLSearchParams('q=acid+techno&type=article&category=tech&date=week&page=3')),
    ).toEqual({ q: 'acid techno', type: 'article', category: 'tech', date: 'week', page: 3 });
  });

  it.each([
    ['type=podcast', { type: 'all' }],
    ['category=polka', { category: 'all' }],
    ['date=yesterday', { date: 'any' }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=9999', { page: 50 }],
    ['type=release&category=tech', { type: 'release', category: 'all' }],
    ['type=article&category=tech', { type: 'article', category: 'tech' }],
  ])('clamps or ignores %s', (input, expected) => {
    expect(parseSearchQuery(new URLSearchParams(input))).toMatchObject(expected);
  });

  it('cuts long text, folds white space and drops control characters and highlight marks', () => {
    expect(parseSearchQuery(new URLSearchParams({ q: 'a'.repeat(500) })).q).toHaveLength(200);
    expect(parseSearchQuery(new URLSearchParams({ q: '  acid\n\t techno\u0000\uE000house ' })).q).toBe(
      'acid techno house',
    );
  });
});

describe('searchHref', () => {
  it('leaves defaults out', () => {
    expect(searchHref({ q: 'acid', type: 'all', category: 'all', date: 'any', page: 1 })).toBe(
      '/search?q=acid',
    );
    expect(searchHref({})).toBe('/search');
  });

  it('keeps every other value', () => {
    expect(searchHref({ q: 'a&b', type: 'article', category: 'tech', date: 'month', page: 2 })).toBe(
      '/search?q=a%26b&type=article&category=tech&date=month&page=2',
    );
  });
});

describe('publishedSince', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('reaches back by the window, or not at all', () => {
    expect(publishedSince('any', now)).toBeNull();
    expect(publishedSince('day', now)?.toISOString()).toBe('2026-06-09T12:00:00.000Z');
    expect(publishedSince('week', now)?.toISOString()).toBe('2026-06-03T12:00:00.000Z');
    expect(publishedSince('year', now)?.toISOString()).toBe('2025-06-10T12:00:00.000Z');
  });
});

describe('searchResultHref', () => {
  it('links every result to its own page under its section', () => {
    expect(searchResultHref('article', 'acid-returns')).toBe('/news/acid-returns');
    expect(searchResultHref('release', 'velvet-ep')).toBe('/releases/velvet-ep');
    expect(searchResultHref('festival', 'sonar-2026')).toBe('/festivals/sonar-2026');
    expect(searchResultHref('review', 'push-3-review')).toBe('/reviews/push-3-review');
    expect(searchResultHref('interview', 'a b')).toBe('/interviews/a%20b');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and two either side, with gaps between', () => {
    expect(pageWindow(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pageWindow(50, 50)).toEqual([1, null, 48, 49, 50]);
  });
});
