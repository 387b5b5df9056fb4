import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listPageHref, Pagination } from './pagination';

type Props = Parameters<typeof Pagination>[0];
const render = (props: Props) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Pagination, props)));
/** Each link as `label -> href`, with `[current]` on the one marked as the current page. */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, text]) => {
    const href = /href="([^"]*)"/.exec(attributes!)![1]!.replace(/&amp;/g, '&');
    const label = /aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? text!.replace(/<[^>]+>/g, '').trim();
    return `${label}${attributes!.includes('aria-current="page"') ? ' [current]' : ''} -> ${href}`;
  });

describe('Pagination', () => {
  it("links a list's pages by path, page 1 at the bare path, and marks the current page", () => {
    const html = render({ path: '/tags/techno', page: 2, pageCount: 3 });
    expect(html).toContain('aria-label="Pagination"');
    expect(links(html)).toEqual([
      '← Previous page -> /tags/techno',
      'Page 1 -> /tags/techno',
      'Page 2 [current] -> /tags/techno?page=2',
      'Page 3 -> /tags/techno?page=3',
      'Next page → -> /tags/techno?page=3',
    ]);
    expect(html).toContain('Page 2 of 3');
  });

  it('takes any URL scheme, leaves out far pages, and has no previous link on page 1', () => {
    const html = render({
      hrefOf: (page) => `/search?q=acid&page=${page}`,
      page: 1,
      pageCount: 20,
      label: 'Result pages',
    });
    expect(html).toContain('aria-label="Result pages"');
    expect(links(html)).toEqual([
      'Page 1 [current] -> /search?q=acid&page=1',
      'Page 2 -> /search?q=acid&page=2',
      'Page 3 -> /search?q=acid&page=3',
      'Page 20 -> /search?q=acid&page=20',
      'Next page → -> /search?q=acid&page=2',
    ]);
  });

  it('shows nothing for a list of one page', () => {
    expect(render({ path: '/author/mara', page: 1, pageCount: 1 })).toBe('');
  });

  it('gives page 1 one URL', () => {
    expect(listPageHref('/author/mara', 1)).toBe('/author/mara');
    expect(listPageHref('/author/mara', 4)).toBe('/author/mara?page=4');
  });
});
