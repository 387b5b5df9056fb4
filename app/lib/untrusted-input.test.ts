import { describe, expect, it } from 'vitest';
import { httpUrl, MAX_URL_BYTES, singleLineText, withoutControlChars } from './untrusted-input';

describe('httpUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '  javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://127.0.0.1/x',
    'mailto:a@b.test',
    `http://127.0.0.1/${'a'.repeat(MAX_URL_BYTES)}`,
    '',
    undefined,
  ])('refuses %j', (raw) => {
    expect(httpUrl(raw, 'http://127.0.0.1/feed')).toBeUndefined();
  });

  it.each([
    ['HTTPS://127.0.0.1/a', 'https://127.0.0.1/a'],
    ['/relative/page', 'http://127.0.0.1/relative/page'],
    ['jav&#x09;ascript:alert(8)', 'http://127.0.0.1/jav&#x09;ascript:alert(8)'],
    ['http://127.0.0.1/ü', 'http://127.0.0.1/%C3%BC'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(httpUrl(raw, 'http://127.0.0.1/feed')).toBe(expected);
  });
});

describe('text from outside', () => {
  it('loses control characters; single lines lose their breaks too', () => {
    expect(withoutControlChars('a\u0000b\u0007c\u001bd\u007fe\n\tf')).toBe('abcde\n\tf');
    expect(singleLineText('Ed\u0000itor\r\nInjected:\t header')).toBe('Editor Injected:  header');
  });
});
