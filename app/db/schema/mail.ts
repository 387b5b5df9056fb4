import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A message's fate: queued (being sent), sent (accepted by the server or written to the outbox), failed. */
export const mailDeliveryStatuses = ['queued', 'sent', 'failed'] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];

/**
 * Every e-mail Dropwire sends, one row each: what, to whom, and how it went. A send that fails is kept as
 * failed with the transport's reason, never as sent.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: id(),
    /** What kind of message: password_reset, mail_test, newsletter_confirmation, … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: mailDeliveryStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The Message-ID the message went out with. */
    messageId: text('message_id'),
    /** smtp or outbox. */
    via: text('via'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_deliveries_created_idx').on(table.createdAt.desc()),
    index('mail_deliveries_status_idx').on(table.status, table.createdAt.desc()),
  ],
);
