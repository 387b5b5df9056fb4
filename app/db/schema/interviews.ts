import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, tsvector, updatedAt } from './columns';
import { profiles } from './content';

export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    guests: text('guests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keyQuotes: text('key_quotes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoId: text('video_id'),
    audioUrl: text('audio_url'),
    coverImageUrl: text('cover_image_url'),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    transcript: text('transcript'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Reader search, published interviews only (decision 017): title and guests, then the key quotes, then the
     * body's words, then the transcript's.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN status = 'published' THEN setweight(to_tsvector('dropwire_search', title || ' ' || coalesce(dropwire_array_text(guests), '')), 'A') || setweight(to_tsvector('dropwire_search', coalesce(dropwire_array_text(key_quotes), '')), 'B') || setweight(to_tsvector('dropwire_search', regexp_replace(body, '<[^>]+>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C') || setweight(to_tsvector('dropwire_search', regexp_replace(coalesce(transcript, ''), '<[^>]+>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'D') END`,
    ),
  },
  (table) => [
    index('interviews_published_idx')
      .on(table.publishedAt.desc().nullsLast())
      .where(sql`status = 'published'`),
    index('interviews_search_idx')
      .using('gin', table.searchVector)
      .where(sql`status = 'published'`),
  ],
);
