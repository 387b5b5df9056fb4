import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** `bounced`: the address does not take mail (marked by an operator); nothing is sent to it. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;

/** How often a subscriber hears from us beyond the Friday digest: alerts at once, a daily round-up, or weekly only. */
export const subscriberFrequencies = ['weekly', 'daily', 'instant'] as const;
export type SubscriberFrequency = (typeof subscriberFrequencies)[number];

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    frequency: text('frequency', { enum: subscriberFrequencies }).notNull().default('weekly'),
    /** Nothing is sent until then (the preference centre's pause). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** When the last confirmation link went out: a repeated sign-up resends it only after a while. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When an "already subscribed" notice last went out, for the same reason. */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    /**
     * How this address's consent was given when it was not by the confirmation link: the note an operator
     * gave `subscribers import --confirmed --consent "…"` (a sign-up sheet, another list's opt-in).
     */
    consentNote: text('consent_note'),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_subscribers_status_idx').on(table.status)],
);

/** Newsletter glossary: draft, preparing, sending, sent, failed (see app/domain/newsletter). */
export const newsletterStatuses = ['draft', 'preparing', 'sending', 'sent', 'failed'] as const;

export type NewsletterContent = {
  articles: { title: string; slug: string; excerpt: string }[];
  featuredContent: string;
};

export const newsletterQueue = pgTable(
  'newsletter_queue',
  {
    id: id(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    /**
     * The address of the edition's public page (`/newsletter/editions/{slug}`), set when it is built:
     * `2026-w47-` and words of its top story. Public once the edition goes out (sending or sent).
     */
    slug: text('slug'),
    content: jsonb('content').$type<NewsletterContent>().notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('draft'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The subscriber topics the edition is about (from its stories' categories, `edition-audience.ts`): it
     * goes to subscribers who picked one of them, or none at all. Empty: everyone.
     */
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Subscribers left out when recipients were fixed because they had their breaking alerts for the month. */
    skippedRecipients: integer('skipped_recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('newsletter_queue_scheduled_idx').on(table.status, table.scheduledFor),
    uniqueIndex('newsletter_queue_slug_idx').on(table.slug),
  ],
);

export const newsletterDeliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * One edition to one subscriber: fixed when the edition is prepared, then queued → sending → sent (or failed
 * with the reason). A row left `sending` by a process that died is sent again with the same Message-ID, so
 * a mail program that got both shows one.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => newsletterQueue.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: newsletterDeliveryStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Set, and committed, just before the message's end-of-data mark goes to the SMTP server: a sender killed
     * after it cannot know whether the server has the message, and the next one counts it sent (decision 064).
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_edition_subscriber_idx').on(table.editionId, table.subscriberId),
    index('newsletter_deliveries_due_idx')
      .on(table.editionId, table.status)
      .where(sql`status IN ('queued', 'sending')`),
  ],
);
