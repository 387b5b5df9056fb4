import { describe, expect, it } from 'vitest';
import { htmlToText, readTimeMinutes, sanitizeRichHtml } from './html';

describe('sanitizeRichHtml', () => {
  it.each([
    ['<p>ok<script>alert(1)</script></p>', '<p>ok</p>'],
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<style>p{}</style><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.test/x"></iframe>', ''],
  ])('strips %s', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  it('keeps safe links and marks them noopener nofollow', () => {
    expect(sanitizeRichHtml('<a href="https://x.test/a">a</a>')).toBe(
      '<a href="https://x.test/a" rel="noopener nofollow">a</a>',
    );
  });

  it('keeps player iframes from allowed hosts', () => {
    const html = '<iframe src="https://w.soundcloud.com/player/?url=x" title="Set"></iframe>';
    expect(sanitizeRichHtml(html)).toContain('w.soundcloud.com');
  });

  it('rewrites YouTube players to youtube-nocookie', () => {
    expect(sanitizeRichHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" loading="lazy"></iframe>',
    );
  });

  it('removes 1×1 tracking images', () => {
    expect(sanitizeRichHtml('<p>a<img src="https://x.test/p.gif" width="1" height="1"></p>')).toBe(
      '<p>a</p>',
    );
  });

  it('lazy-loads images', () => {
    expect(sanitizeRichHtml('<img src="https://x.test/a.png" alt="a">')).toContain('loading="lazy"');
  });
});

describe('htmlToText and readTimeMinutes', () => {
  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Tom &amp; Jerry</p>\n<p>again</p>')).toBe('Tom & Jerry again');
  });

  it('counts at least one minute and rounds by 230 words', () => {
    expect(readTimeMinutes('one two')).toBe(1);
    expect(readTimeMinutes('word '.repeat(690))).toBe(3);
  });
});
