import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeAsReact, escapeMarkup, withoutForbiddenChars } from './escape-markup';

describe('escapeMarkup', () => {
  it.each([
    ['Drum & Bass', 'Drum &amp; Bass'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ["DJ's set", 'DJ&#39;s set'],
    // Already-escaped text is escaped again: the input is text, never markup.
    ['&amp;', '&amp;amp;'],
    ['tab\tnew\nline\r', 'tab\tnew\nline\r'],
    ['NUL\u0000 BEL\u0007 FFFE\uFFFE', 'NUL BEL FFFE'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['emoji 🎛️ and ü', 'emoji 🎛️ and ü'],
  ])('%j becomes %j', (text, escaped) => {
    expect(escapeMarkup(text)).toBe(escaped);
  });
});

describe('withoutForbiddenChars', () => {
  it.each([
    ['NUL\u0000 BEL\u0007 VT\u000B FFFF\uFFFF', 'NUL BEL VT FFFF'],
    ['lone \uD800 high and \uDC00 low', 'lone  high and  low'],
    ['a pair 🎛 stays, as do <, & and "', 'a pair 🎛 stays, as do <, & and "'],
    ['tab\tnew\nline\r', 'tab\tnew\nline\r'],
  ])('%j becomes %j', (text, kept) => {
    expect(withoutForbiddenChars(text)).toBe(kept);
  });
});

describe('escapeAsReact', () => {
  it.each([
    'Drum & Bass',
    `<b class="x">DJ's set</b>`,
    '&amp; stays text',
    'NUL\u0000 and \uFFFE are kept, as React keeps them',
    'emoji 🎛️ and ü',
  ])('writes %j as React renders it in text and in an attribute', (text) => {
    expect(`<p title="${escapeAsReact(text)}">${escapeAsReact(text)}</p>`).toBe(
      renderToStaticMarkup(createElement('p', { title: text }, text)),
    );
  });
});
