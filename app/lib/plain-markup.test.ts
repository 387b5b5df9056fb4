import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from './html';
import { decodePlainEntities, isPlainMarkup } from './plain-markup';

describe('isPlainMarkup', () => {
  it('accepts attribute-free, balanced tags of the safe set and known entities', () => {
    for (const html of [
      'Just text',
      '<p>One <strong>two</strong> three</p><p>Four &amp; five&nbsp;&#8217;&#x2019;</p>',
      '<ul><li>a</li><li>b<br>c<br/>d</li></ul><hr>',
    ])
      expect(isPlainMarkup(html), html).toBe(true);
  });

  it('sends anything else to the full sanitiser', () => {
    for (const html of [
      '<p onclick="x()">a</p>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">a</a>',
      '<img src=x onerror=alert(1)>',
      '<p>unclosed',
      '<p><strong>crossed</p></strong>',
      '</p>',
      '<!-- comment -->',
      'a > b',
      '&rsquo; unknown to the fast path',
      '<br></br>',
      '<p/>',
      '<style>p{}</style>',
      '<iframe src="https://evil.test"></iframe>',
    ])
      expect(isPlainMarkup(html), html).toBe(false);
  });

  it('keeps what the full sanitiser would keep', () => {
    const html = '<p>Tom &amp; Jerry&#8217;s <em>tour</em></p><p>again<br>and again</p>';
    expect(isPlainMarkup(html)).toBe(true);
    expect(sanitizeRichHtml(html)).toBe(html);
    // The full sanitiser decodes entities and escapes only what must be: the same text either way.
    expect(htmlToText(sanitizeHtml(html, { allowedTags: ['p', 'em', 'br'] }))).toBe(htmlToText(html));
  });
});

describe('decodePlainEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodePlainEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#8217; &#x2019; &nbsp;')).toBe(
      'a & b <c> "d" ’ ’  ',
    );
  });
});

describe('htmlToText', () => {
  it('puts a space between blocks, in both paths', () => {
    expect(htmlToText('<p>One.</p><p>Two.</p>')).toBe('One. Two.');
    expect(htmlToText('<p class="x">One.</p><p>Two.</p>')).toBe('One. Two.');
    expect(htmlToText('<p>mid<strong>word</strong></p>')).toBe('midword');
  });
});
