import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const affiliateMappings = pgTable(
  'affiliate_mappings',
  {
    id: id(),
    keyword: text('keyword').notNull(),
    shopName: text('shop_name').notNull(),
    affiliateUrl: text('affiliate_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
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

/** The site's own promotions, shown in house-type slots. */
export const houseAds = pgTable('house_ads', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  ctaLabel: text('cta_label').notNull(),
  href: text('href').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
