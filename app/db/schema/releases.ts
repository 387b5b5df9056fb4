import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, tsvector, updatedAt } from './columns';

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
    /** A few words about the artist, shown beside the release. */
    aboutArtist: text('about_artist').notNull().default(''),
    /** An audio preview (http(s) URL of an MP3/AAC clip) the card's play button and the detail page play. */
    previewUrl: text('preview_url'),
    /** A YouTube video id, played through the click-to-load facade when there is no audio preview. */
    embedId: text('embed_id'),
    /** Total running time in seconds. */
    durationSeconds: integer('duration_seconds'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Reader search, published releases only (decision 017): title and artist, then label, genre, version, then the description. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN status = 'published' THEN setweight(to_tsvector('dropwire_search', title || ' ' || artist), 'A') || setweight(to_tsvector('dropwire_search', label || ' ' || genre || ' ' || coalesce(version, '')), 'B') || setweight(to_tsvector('dropwire_search', description), 'C') END`,
    ),
  },
  (table) => [
    index('releases_date_idx')
      .on(table.releaseDate.desc())
      .where(sql`status = 'published'`),
    index('releases_search_idx')
      .using('gin', table.searchVector)
      .where(sql`status = 'published'`),
    // Artists' names are part of the vocabulary of search's spelling suggestions.
    index('releases_artist_trgm_idx')
      .using('gin', sql`${table.artist} gin_trgm_ops`)
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
