import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './content';
import { createdAt, id, updatedAt } from './columns';

export const channelKinds = ['mastodon', 'bluesky', 'webhook'] as const;
export type ChannelKind = (typeof channelKinds)[number];

/**
 * Where published articles are posted: a Mastodon account, a Bluesky account, or a webhook. The secret
 * (access token, app password, signing secret) is stored encrypted and never shown again.
 */
export const channels = pgTable('channels', {
  id: id(),
  kind: text('kind', { enum: channelKinds }).notNull(),
  name: text('name').notNull(),
  /** The public part: instance or PDS URL, handle, webhook URL. */
  endpoint: text('endpoint').notNull(),
  handle: text('handle'),
  /** AES-256-GCM of the secret (`secret-box.server.ts`). */
  secretSealed: text('secret_sealed').notNull(),
  /** Only articles of these categories, and carrying one of these tags; empty: all. */
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const channelPostStatuses = ['queued', 'posting', 'retry', 'posted', 'failed'] as const;

/** One article on one channel: made once (unique), posted once, with its tries and result. */
export const channelPosts = pgTable(
  'channel_posts',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    status: text('status', { enum: channelPostStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** While `posting`: the worker's claim; past it another worker may take the post over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    lastError: text('last_error'),
    /** What the channel answered, for the desk (status code, trimmed body). */
    response: jsonb('response'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('channel_posts_article_channel_idx').on(table.articleId, table.channelId),
    index('channel_posts_due_idx')
      .on(table.status, table.nextAttemptAt)
      .where(sql`status IN ('queued', 'retry', 'posting')`),
    index('channel_posts_channel_idx').on(table.channelId, table.createdAt.desc()),
  ],
);
