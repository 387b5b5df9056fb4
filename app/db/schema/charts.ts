import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, updatedAt } from './columns';

export const charts = pgTable(
  'charts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** ISO week such as 2026-W47, or a month such as 2026-11. */
    period: text('period').notNull(),
    chartType: text('chart_type').notNull(),
    genre: text('genre'),
    year: integer('year').notNull(),
    weekIso: integer('week_iso'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('charts_period_idx')
      .on(table.period.desc())
      .where(sql`status = 'published'`),
  ],
);

export const chartEntries = pgTable(
  'chart_entries',
  {
    id: id(),
    chartId: uuid('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    trackTitle: text('track_title').notNull(),
    artist: text('artist').notNull(),
    label: text('label'),
    embedId: text('embed_id'),
    sourceUrl: text('source_url'),
  },
  (table) => [uniqueIndex('chart_entries_chart_rank_idx').on(table.chartId, table.rank)],
);
