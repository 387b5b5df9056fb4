import { describe, expect, it } from 'vitest';
import { MAX_NEWS_PAGE_NUMBER, MAX_NEWS_PAGES } from '~/domain/articles/news-query';
import { listPageView, pageOf } from './list-page.server';

const site = 'https://news.example';
const crumbs = [{ label: 'Tags' }, { label: '#Techno' }];
const view = (page: number, total: number) =>
  listPageView(site, { path: '/tags/techno', page, total, title: '#Techno', crumbs });

describe('pageOf', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    [`?page=${MAX_NEWS_PAGES}`, MAX_NEWS_PAGES],
    // Deep pages are found in the list's index (decision 071): a tag of 20,000 articles has 1,667.
    [`?page=${MAX_NEWS_PAGES + 1}`, MAX_NEWS_PAGES + 1],
    ['?page=1667', 1667],
    [`?page=${MAX_NEWS_PAGE_NUMBER + 1}`, 1],
    ['?page=0', 1],
    ['?page=abc', 1],
    ['?page=2.5', 1],
  ])('reads %j as page %d', (query, page) => {
    expect(pageOf(new Request(`${site}/tags/techno${query}`))).toBe(page);
  });
});

describe('listPageView', () => {
  it('links a middle page to its neighbours, and gives it its own canonical URL and title', () => {
    const { paging, seo } = view(2, 30);
    expect(paging).toEqual({ path: '/tags/techno', page: 2, pageCount: 3 });
    expect(seo).toMatchObject({
      title: '#Techno (page 2)',
      canonical: `${site}/tags/techno?page=2`,
      prev: `${site}/tags/techno`,
      next: `${site}/tags/techno?page=3`,
    });
    expect(seo.breadcrumb?.at(-1)).toEqual({ name: '#Techno', url: `${site}/tags/techno?page=2` });
  });

  it('has one page for an empty list', () => {
    expect(view(1, 0)).toMatchObject({ paging: { pageCount: 1 }, seo: { prev: null, next: null } });
  });

  it('links every page of a long list, up to its last', () => {
    const last = view(1667, 20_000);
    expect(last.paging.pageCount).toBe(1667);
    expect(last.seo.prev).toBe(`${site}/tags/techno?page=1666`);
    expect(last.seo.next).toBeNull();
  });
});
