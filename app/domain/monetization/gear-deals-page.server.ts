import type { Database } from '~/db/client.server';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';
import { adsForPage, type AdSlotKey, type PageAd } from './ad-slots.server';
import { type GearDeal, listGearDeals } from './gear-deals.server';

/** The gear-deals page's own ad slots, top and bottom. */
const GEAR_DEALS_ADS = ['GEAR_DEALS_TOP', 'GEAR_DEALS_BOTTOM'] as const;

/** More live deals than any shop partnership lists at once; the page shows them all, biggest saving first. */
const MAX_DEALS = 60;

/** A deal as the page draws it, with its image signed for `/img`. */
export type GearDealCard = GearDeal & { image: SignedImage | null };

/**
 * Everything /gear-deals shows: the live deals (active, unexpired, cheaper than before) with their images
 * signed for the image endpoint, and the page's ads, none of them a house ad for this very page.
 */
export async function readGearDealsPage(db: Database, options: { now: Date; networkClient?: string }) {
  const [deals, ads] = await Promise.all([
    listGearDeals(db, options.now, MAX_DEALS),
    adsForPage(db, GEAR_DEALS_ADS, { networkClient: options.networkClient, except: '/gear-deals' }),
  ]);
  return {
    deals: deals.map((deal): GearDealCard => ({
      ...deal,
      image: signImage(deal.imageUrl),
    })),
    ads: Object.fromEntries(ads.map((ad) => [ad.key, ad])) as Partial<Record<AdSlotKey, PageAd>>,
  };
}
