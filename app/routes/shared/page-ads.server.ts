import type { AppServices } from '~/app-context.server';
import { adsForPage, type AdSlotKey, type PageAd } from '~/domain/monetization/ad-slots.server';

/** A page's ads by slot, as its components ask for them (`ads['header-728x90']`), with the configured network. */
export async function pageAds(
  { db, config }: Pick<AppServices, 'db' | 'config'>,
  keys: readonly AdSlotKey[],
): Promise<Partial<Record<AdSlotKey, PageAd>>> {
  const ads = await adsForPage(db, keys, { networkClient: config.AD_NETWORK_CLIENT });
  return Object.fromEntries(ads.map((ad) => [ad.key, ad]));
}
