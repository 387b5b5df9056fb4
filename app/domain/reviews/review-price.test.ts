import { describe, expect, it } from 'vitest';
import { offerPrice } from './review-price';

describe('offerPrice', () => {
  it('gives major units', () => {
    expect(offerPrice(279_900)).toBe(2799);
    expect(offerPrice(8_950)).toBe(89.5);
  });
});
