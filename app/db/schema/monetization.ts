import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const affiliateMappings = pgTable(
  'affiliate_mappings',
  {
    id: id(),
    keyword: text('keyword').notNull(),
    shopName: text('shop_name').notNull(),
    affiliateUrl: text('affiliate_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The link checker's last look at the target: when, the HTTP status (null: no answer) and why it failed. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkStatus: integer('check_status'),
    checkError: text('check_error'),
    /** Set by the link checker when the target answered 4xx/5xx or not at all; cleared when it answers again. */
    isBroken: boolean('is_broken').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('affiliate_mappings_keyword_idx').on(table.keyword)],
);

export const gearDeals = pgTable(
  'gear_deals',
  {
    id: id(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    shop: text('shop').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    originalPriceCents: integer('original_price_cents').notNull(),
    dealPriceCents: integer('deal_price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    imageUrl: text('image_url'),
    affiliateUrl: text('affiliate_url').notNull(),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('gear_deals_active_idx')
      .on(table.createdAt.desc())
      .where(sql`is_active`),
  ],
);

export const adSlotTypes = ['house', 'network'] as const;

/** Fixed placements on the site, keyed by the spec's slot names (header-728x90, sticky-bottom, ...). */
export const adSlots = pgTable('ad_slots', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  mobileWidth: integer('mobile_width'),
  mobileHeight: integer('mobile_height'),
  type: text('type', { enum: adSlotTypes }).notNull().default('house'),
  networkSlotName: text('network_slot_name'),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/** The site's own promotions, shown in house-type slots; a higher weight is shown more often. */
export const houseAds = pgTable(
  'house_ads',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ctaLabel: text('cta_label').notNull(),
    href: text('href').notNull(),
    weight: integer('weight').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('house_ads_weight_range', sql`${table.weight} BETWEEN 1 AND 100`)],
);

/**
 * First-party counts of house ads, per ad, slot and day: how often one was drawn and followed. Nothing about
 * the reader is kept, not even a hash of the address.
 */
export const houseAdCounts = pgTable(
  'house_ad_counts',
  {
    houseAdId: uuid('house_ad_id')
      .notNull()
      .references(() => houseAds.id, { onDelete: 'cascade' }),
    slotKey: text('slot_key').notNull(),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.houseAdId, table.slotKey, table.day] })],
);

/** Kinds of stored outbound links that `/go/{id}` follows: a review's retailer, a gear deal, an affiliate mapping. */
export const outboundLinkKinds = ['retailer', 'deal', 'mapping'] as const;

/**
 * One row per followed affiliate or retailer link (`/go/{id}`): which link, from which page of ours, when.
 * Nothing about the reader is kept, not even a hash of the address; crawlers are not counted.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    linkKind: text('link_kind', { enum: outboundLinkKinds }).notNull(),
    linkId: uuid('link_id').notNull(),
    /** The path of our page the link was on (from the same-origin Referer), or null when unknown. */
    page: text('page'),
    createdAt: createdAt(),
  },
  (table) => [
    index('affiliate_clicks_link_idx').on(table.linkId, table.createdAt),
    index('affiliate_clicks_created_idx').on(table.createdAt),
  ],
);

/** Advertising packages offered on /advertise, in `position` order; `popular` gets the Most Popular badge. */
export const adPackages = pgTable('ad_packages', {
  id: id(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  /** What the price buys, as shown after it: 'month', 'campaign', 'article'. */
  period: text('period').notNull(),
  description: text('description').notNull(),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  popular: boolean('popular').notNull().default(false),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Sales reported by a shop's postback (`/affiliate/postback`, with the shared secret): the only source of a
 * conversion rate. `orderRef` makes a repeated postback count once.
 */
export const affiliateConversions = pgTable(
  'affiliate_conversions',
  {
    id: id(),
    mappingId: uuid('mapping_id').references(() => affiliateMappings.id, { onDelete: 'set null' }),
    orderRef: text('order_ref').notNull().unique(),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (table) => [index('affiliate_conversions_created_idx').on(table.createdAt)],
);
