import { createElement, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island } from '~/islands/island';
import { createMarkupMemo } from '~/lib/markup-memo.server';
import { MarkupHole, MarkupMemoProvider, MemoizedMarkup } from './memoized-markup';

let renders = 0;

/** Chrome with state and adjacent text, as the header and footer have: counts each time it renders. */
function Chrome({ label, count }: { label: string; count: number }) {
  renders += 1;
  const [open] = useState(false);
  return createElement('nav', { 'aria-expanded': open }, 'Sections: ', label, ' (', count, ')');
}

const page = (label: string, memo?: ReturnType<typeof createMarkupMemo>) => {
  const chrome = createElement(MemoizedMarkup, {
    as: 'footer',
    memoKey: label,
    className: 'site-footer',
    children: createElement(Chrome, { label, count: 3 }),
  });
  const body: ReactNode = createElement('body', null, chrome, createElement('main', null, 'The story'));
  return renderToString(memo ? createElement(MarkupMemoProvider, { value: memo }, body) : body);
};

describe('MemoizedMarkup', () => {
  it('gives the markup the page’s own render gives, rendering the children once per key', () => {
    renders = 0;
    const plain = page('News');
    expect(renders).toBe(1);
    const memo = createMarkupMemo();
    renders = 0;
    expect(page('News', memo)).toBe(plain);
    expect(page('News', memo)).toBe(plain);
    expect(renders).toBe(1);
    expect(plain).toContain('<footer class="site-footer"><nav aria-expanded="false">Sections: <!-- -->News');
  });

  it('renders again for another key, and forgets the oldest past its limit', () => {
    const memo = createMarkupMemo(2);
    renders = 0;
    page('News', memo);
    page('Releases', memo);
    expect(page('Releases', memo)).toBe(page('Releases'));
    expect(renders).toBe(3);
    page('Charts', memo);
    page('News', memo);
    expect(renders).toBe(5);
  });

  it('drops the markup used longest ago, not the first kept, so what every page uses stays', () => {
    const memo = createMarkupMemo(2);
    renders = 0;
    page('News', memo);
    page('Releases', memo);
    page('News', memo);
    page('Charts', memo);
    expect(renders).toBe(3);
    page('News', memo);
    expect(renders).toBe(3);
    page('Releases', memo);
    expect(renders).toBe(4);
  });

  it('renders an island that is the same on every page once for each set of props, hydratable as before', () => {
    const Header = island('site-header', Chrome, { propsRecur: true });
    const memo = createMarkupMemo();
    const render = (props: { label: string; count: number }, withMemo: boolean) => {
      const element = createElement(Header, props);
      return renderToString(withMemo ? createElement(MarkupMemoProvider, { value: memo }, element) : element);
    };
    const plain = render({ label: 'News', count: 1 }, false);
    renders = 0;
    expect(render({ label: 'News', count: 1 }, true)).toBe(plain);
    expect(render({ label: 'News', count: 1 }, true)).toBe(plain);
    expect(render({ label: 'News', count: 2 }, true)).toContain('News<!-- --> (<!-- -->2');
    expect(renders).toBe(2);
    expect(plain).toMatch(/^<dw-island data-island="site-header" data-props="[^"]*"><nav /);
  });

  it('fills each hole with its text on every page, escaped as React escapes it, and renders the rest once', () => {
    let byline = 0;
    function Byline({ author, views }: { author: string; views: string }) {
      byline += 1;
      return createElement(
        'p',
        null,
        'By ',
        author,
        createElement(
          'span',
          { className: 'views' },
          createElement(MarkupHole, { name: 'views', text: views }),
        ),
        createElement(MarkupHole, { name: 'views', text: views }),
      );
    }
    const header = (views: string, memo?: ReturnType<typeof createMarkupMemo>) => {
      const element = createElement(MemoizedMarkup, {
        as: 'header',
        memoKey: 'Ada',
        holes: { views },
        children: createElement(Byline, { author: 'Ada', views }),
      });
      return renderToString(memo ? createElement(MarkupMemoProvider, { value: memo }, element) : element);
    };
    const memo = createMarkupMemo();
    for (const views of ['1,204 views', '1,205 views', 'a <b> & "c" \'d\'']) {
      expect(header(views, memo)).toBe(header(views));
    }
    expect(header('7 views')).toContain('<span class="views">7 views</span>');
    // Three plain renders, and the memo's one.
    expect(byline).toBe(3 + 1 + 1);
    const withoutText = createElement(MemoizedMarkup, {
      as: 'header',
      memoKey: 'Ada',
      children: createElement(Byline, { author: 'Ada', views: '1 view' }),
    });
    expect(() => renderToString(createElement(MarkupMemoProvider, { value: memo }, withoutText))).toThrow(
      'no text for the markup hole "views"',
    );
    // A name the marks could not carry is refused wherever the hole renders, kept or not.
    expect(() => renderToString(createElement(MarkupHole, { name: 'View count', text: '1' }))).toThrow(
      'lower-case letters',
    );
  });
});
