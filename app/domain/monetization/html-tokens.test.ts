import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHtmlText } from './html-text';
import { tokenizeHtml } from './html-tokens';

const pieces = (html: string) =>
  tokenizeHtml(html).map((token) => [token.kind, html.slice(token.start, token.end)] as const);

describe('tokenizeHtml', () => {
  it('tells text, tags and the rest apart, a quoted > staying inside its tag', () => {
    expect(pieces('<p class="a>b">Hi <!-- c --></P>1 < 2<br/>')).toEqual([
      ['tag', '<p class="a>b">'],
      ['text', 'Hi '],
      ['other', '<!-- c -->'],
      ['tag', '</P>'],
      ['text', '1 < 2'],
      ['tag', '<br/>'],
    ]);
    expect(tokenizeHtml('</P>')[0]).toMatchObject({ kind: 'tag', name: 'p', closing: true });
    expect(pieces('<style>p > a {}</style>x<p title="cut')).toEqual([
      ['tag', '<style>'],
      ['other', 'p > a {}'],
      ['tag', '</style>'],
      ['text', 'x'],
      ['other', '<p title="cut'],
    ]);
  });

  it('covers its input exactly, in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (html) => {
        expect(
          pieces(html)
            .map(([, text]) => text)
            .join(''),
        ).toBe(html);
      }),
      { numRuns: 500 },
    );
  });
});

describe('decodeHtmlText', () => {
  it('decodes references and maps each decoded unit back to where it starts', () => {
    const html = 'a&amp;b&#x1F3B5;c&bogus;';
    const { text, sourceAt } = decodeHtmlText(html);
    expect(text).toBe('a&b\u{1F3B5}c\uE000');
    expect(sourceAt).toEqual([0, 1, 6, 7, 7, 16, 17, html.length]);
    expect(decodeHtmlText('&#0;&#xD800;&amp').text).toBe('\uFFFD\uFFFD&amp');
  });
});
