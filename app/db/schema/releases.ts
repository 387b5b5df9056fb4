import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, updatedAt } from './columns';

export type ReleasePlatforms = Partial<
  Record<'spotify' | 'beatport' | 'youtube' | 'apple' | 'soundcloud', string>
>;

export const releases = pgTable(
  'releases',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    label: text('label').notNull(),
    releaseDate: date('release_date').notNull(),
    genre: text('genre').notNull(),
    coverImageUrl: text('cover_image_url'),
    version: text('version'),
    platforms: jsonb('platforms').$type<ReleasePlatforms>().notNull().default({}),
    description: text('description').notNull().default(''),
    /** Total running time in seconds. */
    durationSeconds: integer('duration_seconds'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('releases_date_idx')
      .on(table.releaseDate.desc())
      .where(sql`status = 'published'`),
  ],
);

export const releaseTracks = pgTable(
  'release_tracks',
  {
    id: id(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds'),
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [index('release_tracks_release_idx').on(table.releaseId, table.position)],
);
