import { describe, expect, it } from 'vitest';
import { MAX_NEWS_PAGES } from '~/domain/articles/news-query';
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
    // Past the last page any list shows, as on /news: page 1, never a deep OFFSET.
    [`?page=${MAX_NEWS_PAGES + 1}`, 1],
    ['?page=10000', 1],
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

  it('shows no more pages than pageOf reads, however many articles the list holds', () => {
    const last = view(MAX_NEWS_PAGES, 100_000);
    expect(last.paging.pageCount).toBe(MAX_NEWS_PAGES);
    expect(last.seo.next).toBeNull();
  });
});
