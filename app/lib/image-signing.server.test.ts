import { describe, expect, it } from 'vitest';
import { signImage, verifyImage } from './image-signing.server';
import { IMAGE_VERSION } from './image-url';

const key = Buffer.from('a key of thirty-two characters or more, for tests');
const otherKey = Buffer.from('another key of thirty-two characters or more');

describe('image URL signatures', () => {
  const src = 'https://cdn.example.com/covers/42.jpg?size=large';

  it('signs a source with 22 base64url characters that verify for the same source and version', () => {
    const signed = signImage(src, key)!;
    expect(signed.src).toBe(src);
    expect(signed.sig).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyImage(src, IMAGE_VERSION, signed.sig, key)).toBe(true);
  });

  it('is the same signature every time (pages and the endpoint agree across restarts)', () => {
    expect(signImage(src, key)).toEqual(signImage(src, key));
  });

  it('signs again under another key, not from the signatures it keeps', () => {
    const first = signImage(src, key)!;
    const other = signImage(src, otherKey)!;
    expect(other.sig).not.toBe(first.sig);
    expect(verifyImage(src, IMAGE_VERSION, other.sig, otherKey)).toBe(true);
    expect(signImage(src, key)).toEqual(first);
  });

  it.each([
    ['another source', 'https://cdn.example.com/covers/43.jpg?size=large', IMAGE_VERSION, key],
    ['a source with a character added', `${src}&`, IMAGE_VERSION, key],
    ['another pipeline version', src, IMAGE_VERSION + 1, key],
    ['another key', src, IMAGE_VERSION, otherKey],
  ])('refuses the signature for %s', (_case, otherSrc, version, verifyKey) => {
    const { sig } = signImage(src, key)!;
    expect(verifyImage(otherSrc, version, sig, verifyKey)).toBe(false);
  });

  it.each(['', 'AAAA', 'x'.repeat(22), `${signImage(src, key)!.sig}AA`])(
    'refuses the signature "%s"',
    (sig) => {
      expect(verifyImage(src, IMAGE_VERSION, sig, key)).toBe(false);
    },
  );

  it('signs nothing that is not an image source the endpoint serves', () => {
    for (const bad of [null, undefined, '', 'javascript:alert(1)', '//evil.example/x.png', 'covers/x.png'])
      expect(signImage(bad, key)).toBeNull();
    expect(signImage('/images/covers/cover-01.svg', key)).not.toBeNull();
  });

  it('signs an uploaded image by its stored path, and no other path under /uploads', () => {
    const upload = `/uploads/${'0f'.repeat(32)}.webp`;
    const signed = signImage(upload, key)!;
    expect(verifyImage(upload, IMAGE_VERSION, signed.sig, key)).toBe(true);
    for (const bad of ['/uploads/x.webp', `/uploads/${'0f'.repeat(32)}.svg`, '/uploads/../.image-key'])
      expect(signImage(bad, key)).toBeNull();
  });
});
