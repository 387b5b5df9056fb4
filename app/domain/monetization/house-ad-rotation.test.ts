import { describe, expect, it } from 'vitest';
import { pickHouseAds, type HouseAd } from './house-ad-rotation';

const ad = (id: string, weight: number): HouseAd => ({
  id,
  title: id,
  body: '',
  ctaLabel: 'Go',
  href: '/',
  weight,
});

/** A seeded generator, so the draw is repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('pickHouseAds', () => {
  it('shows ads in proportion to their weight', () => {
    const ads = [ad('heavy', 3), ad('light', 1)];
    const random = seeded(7);
    const shown = { heavy: 0, light: 0 };
    for (let page = 0; page < 20_000; page++) shown[pickHouseAds(ads, 1, random)[0]!.id as 'heavy']++;
    expect(shown.heavy / shown.light).toBeGreaterThan(2.7);
    expect(shown.heavy / shown.light).toBeLessThan(3.3);
  });

  it('fills a page without repeating an ad while others are unused', () => {
    const ads = [ad('a', 1), ad('b', 50), ad('c', 1)];
    const random = seeded(1);
    for (let page = 0; page < 200; page++) {
      const ids = pickHouseAds(ads, 3, random).map((chosen) => chosen.id);
      expect(new Set(ids).size).toBe(3);
    }
    expect(pickHouseAds(ads, 5, random)).toHaveLength(5);
  });

  it('draws nothing without ads, and takes the edges of the random range', () => {
    expect(pickHouseAds([], 3, Math.random)).toEqual([]);
    expect(pickHouseAds([ad('a', 1), ad('b', 1)], 1, () => 0)[0]!.id).toBe('a');
    expect(pickHouseAds([ad('a', 1), ad('b', 1)], 1, () => 0.999_999)[0]!.id).toBe('b');
  });
});
