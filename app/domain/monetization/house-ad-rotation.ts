/** Choosing house ads for a page's slots, without I/O. */

export type HouseAd = {
  id: string;
  title: string;
  body: string;
  ctaLabel: string;
  href: string;
  weight: number;
};

/**
 * One house ad per slot, each drawn with a chance in proportion to its weight, and none twice on one page
 * while unused ones are left (a page of four slots and three ads repeats one). `random` returns [0, 1).
 */
export function pickHouseAds(ads: readonly HouseAd[], slots: number, random: () => number): HouseAd[] {
  const picked: HouseAd[] = [];
  let pool = [...ads];
  for (let slot = 0; slot < slots && ads.length > 0; slot++) {
    if (pool.length === 0) pool = [...ads];
    const total = pool.reduce((sum, ad) => sum + ad.weight, 0);
    let ticket = random() * total;
    const index = pool.findIndex((ad) => (ticket -= ad.weight) < 0);
    const chosen = pool[index === -1 ? pool.length - 1 : index]!;
    picked.push(chosen);
    pool = pool.filter((ad) => ad !== chosen);
  }
  return picked;
}

/** The compact promo layout fits slots of this height or less. */
export const COMPACT_MAX_HEIGHT = 100;
