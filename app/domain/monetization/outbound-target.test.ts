import { describe, expect, it } from 'vitest';
import { outboundTarget, referringPage } from './outbound-target';

describe('outboundTarget', () => {
  it.each([
    ['https://shop.example/ddj-flx4?ref=dropwire', 'https://shop.example/ddj-flx4?ref=dropwire'],
    ['  http://shop.example/a b ', 'http://shop.example/a%20b'],
    ['HTTPS://Shop.Example/x', 'https://shop.example/x'],
  ])('sends readers to the stored http(s) link %s', (stored, expected) => {
    expect(outboundTarget(stored)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://shop.example/file',
    '/gear-deals',
    '//evil.example/',
    'https://shop.example@evil.example/',
    'https://user:secret@shop.example/',
    'not a url',
    '',
  ])('refuses %j', (stored) => {
    expect(outboundTarget(stored)).toBeUndefined();
  });

  it('keeps line breaks out of the address it answers', () => {
    expect(outboundTarget('https://shop.example/a\r\nSet-Cookie: x=1')).toBe(
      'https://shop.example/aSet-Cookie:%20x=1',
    );
  });
});

describe('referringPage', () => {
  const origins = ['http://127.0.0.1:3000', 'https://dropwire.example'];

  it('keeps the path of our own page, without its query', () => {
    expect(referringPage('https://dropwire.example/gear-deals?x=1#deal', origins)).toBe('/gear-deals');
    expect(referringPage('http://127.0.0.1:3000/reviews/tr-8s', origins)).toBe('/reviews/tr-8s');
  });

  it('keeps nothing of another site, a missing or a malformed Referer', () => {
    expect(referringPage('https://elsewhere.example/gear-deals', origins)).toBeNull();
    expect(referringPage('http://dropwire.example/gear-deals', origins)).toBeNull();
    expect(referringPage('https://dropwire.example.evil.example/', origins)).toBeNull();
    expect(referringPage(null, origins)).toBeNull();
    expect(referringPage('', origins)).toBeNull();
    expect(referringPage('not a url', origins)).toBeNull();
  });

  it('keeps no made-up path longer than any of ours', () => {
    expect(referringPage(`https://dropwire.example/${'a'.repeat(400)}`, origins)).toBeNull();
  });
});
