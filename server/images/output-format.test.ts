import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './output-format';

describe('negotiateFormat', () => {
  it.each([
    // Chrome, Firefox and Safari as they ask for images today.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/avif,image/webp,*/*', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/webp,image/avif;q=0', 'webp'],
    ['IMAGE/AVIF', 'avif'],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'legacy'],
    ['image/*', 'legacy'],
    ['*/*', 'legacy'],
    ['', 'legacy'],
    [undefined, 'legacy'],
    ['image/avif;q=0.0, image/webp;q=0', 'legacy'],
  ])('%j gets %s', (accept, expected) => {
    expect(negotiateFormat(accept)).toBe(expected);
  });
});
