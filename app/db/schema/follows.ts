import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tags } from './content';
import { newsletterSubscribers } from './newsletter';

/** `pending` until the follow's own confirmation link is used, then `active` (a sign-up's link starts none). */
export const followStatuses = ['pending', 'active'] as const;

/**
 * A subscriber following one entity: a tag of kind artist, label, festival or brand. Releases and festivals
 * reach the same tag through the slug of their artist, label or name (decision 027).
 */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    status: text('status', { enum: followStatuses }).notNull().default('pending'),
    /** The hash of the newest follow confirmation link; only it works. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last follow confirmation link went out: a repeat resends only after a while. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Alerts cover what is published from then on, never what came before the follow. */
    activeSince: timestamp('active_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('follows_subscriber_tag_idx').on(table.subscriberId, table.tagId),
    index('follows_active_tag_idx')
      .on(table.tagId)
      .where(sql`status = 'active'`),
  ],
);

export const followAlertModes = ['instant', 'daily'] as const;
export const followAlertStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

export type FollowAlertItem = { kind: 'story' | 'release' | 'festival'; title: string; path: string };

/**
 * At most one alert per subscriber, entity and day (Berlin's calendar): the unique key is the rule, so no
 * retry, restart or second worker can send a second one. An `instant` row is an e-mail of its own; the
 * `daily` rows of one subscriber and day go out together as the round-up the next morning. One sender runs
 * at a time (an advisory lock), so a row it finds `sending` was left by a sender that died: it is sent
 * again under the same Message-ID.
 */
export const followAlerts = pgTable(
  'follow_alerts',
  {
    id: id(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    mode: text('mode', { enum: followAlertModes }).notNull(),
    items: jsonb('items').$type<FollowAlertItem[]>().notNull(),
    status: text('status', { enum: followAlertStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('follow_alerts_subscriber_tag_day_idx').on(table.subscriberId, table.tagId, table.day),
    index('follow_alerts_due_idx')
      .on(table.mode, table.day)
      .where(sql`status IN ('queued', 'sending')`),
  ],
);
