import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, tsvector, updatedAt } from './columns';

export const festivalSaleStatuses = ['on_sale', 'sold_out', 'coming_soon', 'cancelled'] as const;

export const festivals = pgTable(
  'festivals',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    venue: text('venue'),
    country: text('country').notNull(),
    dateStart: date('date_start').notNull(),
    dateEnd: date('date_end').notNull(),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverImageUrl: text('cover_image_url'),
    saleStatus: text('sale_status', { enum: festivalSaleStatuses }).notNull().default('coming_soon'),
    capacity: integer('capacity'),
    website: text('website'),
    ticketUrl: text('ticket_url'),
    description: text('description').notNull().default(''),
    ageLimit: integer('age_limit').notNull().default(18),
    /** How to get there: transport, parking, nearest airport (plain text, paragraphs separated by blank lines). */
    gettingThere: text('getting_there').notNull().default(''),
    latitude: text('latitude'),
    longitude: text('longitude'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Reader search, published festivals only (decision 017): the name, then where and which genres, then the description. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN status = 'published' THEN setweight(to_tsvector('dropwire_search', name), 'A') || setweight(to_tsvector('dropwire_search', location || ' ' || coalesce(venue, '') || ' ' || country || ' ' || coalesce(dropwire_array_text(genres), '')), 'B') || setweight(to_tsvector('dropwire_search', description), 'C') END`,
    ),
  },
  (table) => [
    index('festivals_date_idx')
      .on(table.dateStart)
      .where(sql`status = 'published'`),
    index('festivals_search_idx')
      .using('gin', table.searchVector)
      .where(sql`status = 'published'`),
    // Festival names are part of the vocabulary of search's spelling suggestions.
    index('festivals_name_trgm_idx')
      .using('gin', sql`${table.name} gin_trgm_ops`)
      .where(sql`status = 'published'`),
  ],
);

export const lineupTiers = ['headliner', 'support', 'undercard'] as const;

export const festivalLineup = pgTable(
  'festival_lineup',
  {
    id: id(),
    festivalId: uuid('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    artistName: text('artist_name').notNull(),
    tier: text('tier', { enum: lineupTiers }).notNull().default('support'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('festival_lineup_festival_idx').on(table.festivalId, table.position)],
);

export const festivalStages = pgTable(
  'festival_stages',
  {
    id: id(),
    festivalId: uuid('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('festival_stages_festival_idx').on(table.festivalId, table.position)],
);

export const festivalSchedule = pgTable(
  'festival_schedule',
  {
    id: id(),
    festivalId: uuid('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    date: date('date').notNull(),
    highlights: text('highlights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [index('festival_schedule_festival_idx').on(table.festivalId, table.date)],
);

export const festivalTicketTypes = pgTable(
  'festival_ticket_types',
  {
    id: id(),
    festivalId: uuid('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('festival_ticket_types_festival_idx').on(table.festivalId, table.position)],
);

export const festivalFaq = pgTable(
  'festival_faq',
  {
    id: id(),
    festivalId: uuid('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('festival_faq_festival_idx').on(table.festivalId, table.position)],
);
