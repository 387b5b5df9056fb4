import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, updatedAt } from './columns';
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
  },
  (table) => [
    index('interviews_published_idx')
      .on(table.publishedAt.desc().nullsLast())
      .where(sql`status = 'published'`),
  ],
);
