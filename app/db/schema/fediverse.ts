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

/**
 * Fedify's key–value store (`app/domain/fediverse/postgres-kv-store.server.ts`): its caches of remote
 * documents and keys, and the double-knock memory of which signature each server accepted. A key is the
 * JSON of Fedify's key array; an expired row is read as absent and pruned.
 */
export const fediverseKv = pgTable(
  'fediverse_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('fediverse_kv_expires_idx')
      .on(table.expiresAt)
      .where(sql`expires_at IS NOT NULL`),
  ],
);

export const actorKeyAlgorithms = ['rsa', 'ed25519'] as const;

/** An actor's key pairs, made the first time the actor is asked for; the private half sealed (AES-GCM). */
export const fediverseActorKeys = pgTable(
  'fediverse_actor_keys',
  {
    identifier: text('identifier').notNull(),
    algorithm: text('algorithm', { enum: actorKeyAlgorithms }).notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwkSealed: text('private_jwk_sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('fediverse_actor_keys_idx').on(table.identifier, table.algorithm)],
);

/** Actors an editor switched off: they answer 404/410 and receive no follows; nothing is sent as them. */
export const fediverseActorSettings = pgTable('fediverse_actor_settings', {
  identifier: text('identifier').primaryKey(),
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Who follows which of our actors: their inbox and shared inbox, kept from their Follow. */
export const fediverseFollowers = pgTable(
  'fediverse_followers',
  {
    id: id(),
    actorIdentifier: text('actor_identifier').notNull(),
    followerId: text('follower_id').notNull(),
    followerHandle: text('follower_handle'),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    followActivityId: text('follow_activity_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fediverse_followers_idx').on(table.actorIdentifier, table.followerId),
    index('fediverse_followers_follower_idx').on(table.followerId),
  ],
);

export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * One activity to one inbox: made once (unique per activity and inbox, so an article reaches a shared inbox
 * once however many of our actors its followers there follow), sent by the `fediverse-deliveries` job.
 */
export const fediverseDeliveries = pgTable(
  'fediverse_deliveries',
  {
    id: id(),
    activityId: text('activity_id').notNull(),
    activityType: text('activity_type').notNull(),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    signer: text('signer').notNull(),
    inbox: text('inbox').notNull(),
    host: text('host').notNull(),
    body: jsonb('body').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fediverse_deliveries_once_idx').on(table.activityId, table.inbox),
    index('fediverse_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/** What the fediverse last heard of an article: the version sent (publish or correction), or its deletion. */
export const fediverseArticleState = pgTable('fediverse_article_state', {
  articleId: uuid('article_id').primaryKey(),
  /** `published_at` or `corrected_at` of the version last announced, as an ISO string. */
  version: text('version').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  updatedAt: updatedAt(),
});

export const inboxItemKinds = ['reply', 'mention'] as const;

/** Replies and mentions from the fediverse, shown in the desk's inbox beside tips. */
export const fediverseInbox = pgTable(
  'fediverse_inbox',
  {
    id: id(),
    objectId: text('object_id').notNull().unique(),
    kind: text('kind', { enum: inboxItemKinds }).notNull(),
    actorId: text('actor_id').notNull(),
    actorHandle: text('actor_handle'),
    /** Where an answer to its author goes. */
    actorInbox: text('actor_inbox'),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    url: text('url'),
    inReplyTo: text('in_reply_to'),
    /** The actor of ours it was addressed to. */
    recipient: text('recipient'),
    hidden: boolean('hidden').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    receivedAt: createdAt(),
  },
  (table) => [index('fediverse_inbox_received_idx').on(table.receivedAt.desc())],
);

export const blockKinds = ['instance', 'actor'] as const;

/** Instances (by host) and actors (by id) whose activities are refused and who receive nothing. */
export const fediverseBlocks = pgTable(
  'fediverse_blocks',
  {
    id: id(),
    kind: text('kind', { enum: blockKinds }).notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('fediverse_blocks_idx').on(table.kind, table.value)],
);
