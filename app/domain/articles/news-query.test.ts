import { describe, expect, it } from 'vitest';
import { isArchivePage, MAX_NEWS_PAGES, newsQueryString } from './news-query';
import { parseNewsQuery } from './news-query-schema';

describe('parseNewsQuery', () => {
  it('uses defaults for an empty query', () => {
    expect(parseNewsQuery(new URLSearchParams())).toEqual({
      search: '',
      category: 'all',
      sort: 'newest',
      page: 1,
      view: 'grid',
    });
  });

  it('reads valid values', () => {
    const query = parseNewsQuery(
      new URLSearchParams('search=techno&category=tech&sort=popular&page=3&view=list'),
    );
    expect(query).toEqual({ search: 'techno', category: 'tech', sort: 'popular', page: 3, view: 'list' });
  });

  it.each([
    ['category=nope', { category: 'all' }],
    ['sort=random', { sort: 'newest' }],
    ['page=-2', { page: 1 }],
    ['page=2000000', { page: 1 }],
    ['view=cards', { view: 'grid' }],
  ])('falls back to a default for %s', (input, expected) => {
    expect(parseNewsQuery(new URLSearchParams(input))).toMatchObject(expected);
  });
});

describe('deep pages (decision 071)', () => {
  it('keeps a deep page number of a plain list, shown alone', () => {
    const query = parseNewsQuery(new URLSearchParams('page=2000&category=tech'));
    expect(query.page).toBe(2000);
    expect(isArchivePage(query)).toBe(true);
  });

  it('keeps a search to the pages Load More lists at once', () => {
    const query = parseNewsQuery(new URLSearchParams('search=techno&page=2000'));
    expect(query.page).toBe(MAX_NEWS_PAGES);
    expect(isArchivePage(query)).toBe(false);
    expect(isArchivePage(parseNewsQuery(new URLSearchParams(`page=${MAX_NEWS_PAGES}`)))).toBe(false);
  });
});

describe('newsQueryString', () => {
  it('omits category when all and other defaults', () => {
    expect(newsQueryString({ search: '', category: 'all', sort: 'newest', page: 1, view: 'grid' })).toBe('');
  });

  it('keeps non-default values', () => {
    expect(newsQueryString({ search: 'acid house', category: 'news', sort: 'oldest' })).toBe(
      '?search=acid+house&category=news&sort=oldest',
    );
  });
});
