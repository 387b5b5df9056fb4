import { describe, expect, it } from 'vitest';
import { adSlotAfter } from './tech-ad-breaks';

describe('adSlotAfter', () => {
  it('puts an ad after every 6th card, the two in-list slots in turn', () => {
    const after = Array.from({ length: 24 }, (_, i) => adSlotAfter(i));
    expect(after.flatMap((slot, i) => (slot ? [[i + 1, slot]] : []))).toEqual([
      [6, 'inarticle-1'],
      [12, 'inarticle-2'],
      [18, 'inarticle-1'],
      [24, 'inarticle-2'],
    ]);
  });
});
