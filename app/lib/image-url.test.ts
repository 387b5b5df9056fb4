import { describe, expect, it } from 'vitest';
import { IMAGE_PATH, IMAGE_VERSION, imageSrcSet, imageUrl } from './image-url';

describe('image URLs', () => {
  const image = { src: 'https://cdn.example.com/a b.jpg?x=1&y=2', sig: 'abcdefghijklmnopqrstuv' };

  it('names the endpoint, the encoded source, the width, the version and the signature', () => {
    const url = new URL(imageUrl(image, 640), 'http://site.test');
    expect(url.pathname).toBe(IMAGE_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: image.src,
      w: '640',
      v: String(IMAGE_VERSION),
      s: image.sig,
    });
  });

  it('lists each width once in a srcset, with its w descriptor', () => {
    const srcset = imageSrcSet(image, [320, 640]);
    expect(srcset.split(', ')).toEqual([`${imageUrl(image, 320)} 320w`, `${imageUrl(image, 640)} 640w`]);
    // No comma or space inside a URL could split a candidate.
    expect(imageUrl(image, 320)).not.toMatch(/[ ,]/);
  });
});
