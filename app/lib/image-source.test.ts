import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SOURCE_LENGTH, parseImageSource } from './image-source';

describe('parseImageSource', () => {
  it.each([
    ['/images/covers/cover-01.svg', { kind: 'local', path: '/images/covers/cover-01.svg' }],
    ['/images/covers/a%20b.png', { kind: 'local', path: '/images/covers/a b.png' }],
    ['/images/../images/x.png', { kind: 'local', path: '/images/x.png' }],
    [`/uploads/${'ab'.repeat(32)}.webp`, { kind: 'upload', fileName: `${'ab'.repeat(32)}.webp` }],
    ['https://cdn.example.com/a.jpg', { kind: 'remote', url: 'https://cdn.example.com/a.jpg' }],
    ['HTTP://CDN.example.com/a b.jpg', { kind: 'remote', url: 'http://cdn.example.com/a%20b.jpg' }],
  ])('reads %s', (src, expected) => {
    expect(parseImageSource(src)).toEqual(expected);
  });

  it.each([
    '',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/images/%2e%2e%2f.env',
    '/.env',
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images/%E0%A4%A.png',
    '/images/x\n.png',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/x.png',
    'https://user:pass@example.com/x.png',
    'images/cover.png',
    '/uploads/cover.png',
    `/uploads/${'ab'.repeat(32)}.png`,
    `/uploads/${'AB'.repeat(32)}.webp`,
    `/uploads/../${'ab'.repeat(32)}.webp`,
    `/uploads/x/${'ab'.repeat(32)}.webp`,
    `/uploads/${'ab'.repeat(32)}.webp?x=1`,
    `https://example.com/${'a'.repeat(MAX_IMAGE_SOURCE_LENGTH)}`,
  ])('refuses %j', (src) => {
    expect(parseImageSource(src)).toBeUndefined();
  });
});
