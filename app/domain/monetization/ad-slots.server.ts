import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { adSlots, houseAds } from '~/db/schema/monetization';
import { contentVersion } from '~/lib/content-version';
import { cachedByKey } from '~/lib/ttl-cache';
import { houseAdPages } from './house-ad-pages';
import { pickHouseAds, type HouseAd } from './house-ad-rotation';

/** The slots pages draw (the gear-deals page's two join with that page). */
export const adSlotKeys = [
  'header-728x90',
  'header-970x90',
  'mobile-320x100',
  'inarticle-1',
  'inarticle-2',
  'sidebar-300x250',
  'footer-970x90',
  'sticky-bottom',
  'GEAR_DEALS_TOP',
  'GEAR_DEALS_BOTTOM',
] as const;

export type AdSlotKey = (typeof adSlotKeys)[number];

/** One slot as a page draws it: its sizes, and what fills it. Disabled slots are not in a page's list. */
export type PageAd = {
  key: AdSlotKey;
  width: number;
  height: number;
  /** The size below the mobile breakpoint (768 px), when it differs. */
  mobileWidth: number | null;
  mobileHeight: number | null;
  networkSlotName: string | null;
} & (
  | { fill: 'house'; houseAd: HouseAd }
  /** A network slot: the ad network's script fills it once the page is interactive. */
  | { fill: 'network'; client: string }
  /** A network slot while no network is configured: a labelled, empty box of the slot's size. */
  | { fill: 'placeholder' }
);

type Inventory = { slots: (typeof adSlots.$inferSelect)[]; houseAds: HouseAd[] };

/**
 * Slots and house ads change only when an operator edits them; each process rereads them this often, and
 * at once when content changes (the desk announces its edits), so a page rendered anew shows the edit.
 */
const INVENTORY_TTL_MS = 30_000;
const inventoryByVersion = new WeakMap<Database, (version: number) => Promise<Inventory>>();
const inventory = (db: Database): Promise<Inventory> => {
  let get = inventoryByVersion.get(db);
  if (!get) {
    get = cachedByKey(INVENTORY_TTL_MS, 2, () => loadInventory(db));
    inventoryByVersion.set(db, get);
  }
  return get(contentVersion());
};

async function loadInventory(db: Database): Promise<Inventory> {
  const [slots, ads] = await Promise.all([
    db.select().from(adSlots),
    db
      .select({
        id: houseAds.id,
        title: houseAds.title,
        body: houseAds.body,
        ctaLabel: houseAds.ctaLabel,
        href: houseAds.href,
        weight: houseAds.weight,
      })
      .from(houseAds)
      // A promo for a page the site does not have yet would send readers to a 404.
      .where(and(eq(houseAds.isActive, true), inArray(houseAds.href, [...houseAdPages]))),
  ]);
  return { slots, houseAds: ads };
}

/**
 * The ads of one page, in the order its slots are named: enabled slots only, house slots each with a house ad
 * drawn by weight (none repeated while others are unused), network slots filled by the network when one is
 * configured, else shown as labelled placeholders.
 */
export async function adsForPage(
  db: Database,
  keys: readonly AdSlotKey[],
  options: {
    networkClient?: string;
    random?: () => number;
    /** The page's own path: a house ad promoting the page it is on would send readers where they are. */
    except?: string;
  } = {},
): Promise<PageAd[]> {
  const { slots, houseAds: inventoryAds } = await inventory(db);
  const ads = options.except ? inventoryAds.filter((ad) => ad.href !== options.except) : inventoryAds;
  const chosen = keys
    .map((key) => slots.find((slot) => slot.key === key && slot.enabled))
    .filter((slot) => slot !== undefined);
  const houseSlots = chosen.filter((slot) => slot.type === 'house');
  const drawn = pickHouseAds(ads, houseSlots.length, options.random ?? Math.random);
  const pageAds: PageAd[] = [];
  for (const slot of chosen) {
    const base = {
      key: slot.key as AdSlotKey,
      width: slot.width,
      height: slot.height,
      mobileWidth: slot.mobileWidth,
      mobileHeight: slot.mobileHeight,
      networkSlotName: slot.networkSlotName,
    };
    if (slot.type === 'network') {
      pageAds.push(
        options.networkClient
          ? { ...base, fill: 'network', client: options.networkClient }
          : { ...base, fill: 'placeholder' },
      );
      continue;
    }
    const houseAd = drawn[houseSlots.indexOf(slot)];
    // Without any house ad to show, a house slot draws nothing rather than an empty box.
    if (houseAd) pageAds.push({ ...base, fill: 'house', houseAd });
  }
  return pageAds;
}
