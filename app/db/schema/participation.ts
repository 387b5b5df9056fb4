import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { articles } from './content';

export const tipStatuses = ['new', 'reviewing', 'used', 'dismissed'] as const;
export type TipStatus = (typeof tipStatuses)[number];

/** Where a contact message or an advertising inquiry stands on the desk. */
export const inboxStatuses = ['new', 'read', 'answered', 'archived'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/** Reader tips (the prototype's submit_tips). */
export const tips = pgTable(
  'tips',
  {
    id: id(),
    name: text('name'),
    email: text('email'),
    url: text('url'),
    message: text('message').notNull(),
    status: text('status', { enum: tipStatuses }).notNull().default('new'),
    /** The article the tip led to, when an editor links one. */
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tips_created_idx').on(table.createdAt.desc()),
    index('tips_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** What a reader says is wrong with how an article's sources were grouped into one story. */
export const groupingProblems = ['different_story', 'duplicate_story', 'other'] as const;
export type GroupingProblem = (typeof groupingProblems)[number];

export const groupingReportStatuses = ['new', 'handled'] as const;

/** Readers' reports of a wrong grouping, from the article page, for the desk's review area. */
export const groupingReports = pgTable(
  'grouping_reports',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    problem: text('problem', { enum: groupingProblems }).notNull(),
    /** The credited source (its address) the reader says tells another story, when they name one. */
    sourceUrl: text('source_url'),
    note: text('note'),
    status: text('status', { enum: groupingReportStatuses }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('grouping_reports_status_idx').on(table.status, table.createdAt.desc())],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: inboxStatuses }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt.desc()),
    index('contact_messages_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

export const advertisingInquiries = pgTable(
  'advertising_inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    packageName: text('package_name'),
    budget: text('budget'),
    message: text('message').notNull(),
    status: text('status', { enum: inboxStatuses }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('advertising_inquiries_created_idx').on(table.createdAt.desc()),
    index('advertising_inquiries_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

/**
 * One row per accepted submission on a public form, keyed by a hash of the sender (never the address),
 * so every web process enforces the same limit. Rows past their longest window (at most two days) are pruned.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rate_limit_events_lookup_idx').on(table.bucket, table.keyHash, table.createdAt)],
);
