import { describe, expect, it } from 'vitest';
import { offerPrice, priceText } from './review-price';

describe('priceText', () => {
  it.each([
    [279_900, 'USD', '$2,799'],
    [18_900, 'EUR', '€189'],
    [8_950, 'GBP', '£89.50'],
    [18_900, 'eur', '€189'],
  ])('writes %i in %s as %s', (cents, currency, text) => {
    expect(priceText(cents, currency)).toBe(text);
  });

  it('shows a code Intl would refuse beside the amount instead of failing', () => {
    expect(priceText(18_950, 'euro')).toBe('189.50 euro');
    expect(priceText(100, '')).toBe('1');
  });
});

describe('offerPrice', () => {
  it('gives major units', () => {
    expect(offerPrice(279_900)).toBe(2799);
    expect(offerPrice(8_950)).toBe(89.5);
  });
});
