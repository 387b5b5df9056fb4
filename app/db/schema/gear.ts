import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, tsvector, updatedAt } from './columns';
import { profiles } from './content';

export const gearCategories = [
  'Software',
  'Hardware',
  'Plugins',
  'AI',
  'Production',
  'DJ Gear',
  'Studio',
] as const;

export const gearItems = pgTable(
  'gear_items',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    category: text('category', { enum: gearCategories }).notNull(),
    msrpCents: integer('msrp_cents'),
    /** ISO 4217 code of the MSRP, shown as stored. */
    currency: text('currency').notNull().default('USD'),
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('gear_items_created_idx')
      .on(table.createdAt.desc())
      .where(sql`status = 'published'`),
    index('gear_items_brand_idx').on(table.brand),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    verdict: text('verdict').notNull(),
    pros: text('pros')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cons: text('cons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    priceCents: integer('price_cents'),
    /** ISO 4217 code of the price, shown as stored. */
    currency: text('currency').notNull().default('USD'),
    coverImageUrl: text('cover_image_url'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    gearId: uuid('gear_id').references(() => gearItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Reader search, published reviews only (decision 017): the title, then verdict, pros and cons, then the body's words. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN status = 'published' THEN setweight(to_tsvector('dropwire_search', title), 'A') || setweight(to_tsvector('dropwire_search', verdict || ' ' || coalesce(dropwire_array_text(pros), '') || ' ' || coalesce(dropwire_array_text(cons), '')), 'B') || setweight(to_tsvector('dropwire_search', regexp_replace(body, '<[^>]+>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C') END`,
    ),
  },
  (table) => [
    index('reviews_published_idx')
      .on(table.publishedAt.desc().nullsLast())
      .where(sql`status = 'published'`),
    index('reviews_gear_idx').on(table.gearId),
    index('reviews_search_idx')
      .using('gin', table.searchVector)
      .where(sql`status = 'published'`),
  ],
);

export const reviewRetailers = pgTable(
  'review_retailers',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('review_retailers_review_idx').on(table.reviewId, table.position)],
);
