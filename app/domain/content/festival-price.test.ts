import { describe, expect, it } from 'vitest';
import { formatTicketPrice } from './festival-price';

describe('formatTicketPrice', () => {
  it.each([
    [24_900, 'EUR', '€249'],
    [9_950, 'EUR', '€99.50'],
    [9_905, 'USD', '$99.05'],
    [12_000, 'GBP', '£120'],
    [150_000, 'USD', '$1,500'],
  ])('writes %i %s as %s', (cents, currency, text) => {
    expect(formatTicketPrice(cents, currency)).toBe(text);
  });
});
