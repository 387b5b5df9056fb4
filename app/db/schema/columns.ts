import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns that nearly every table shares. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Statuses of anything an editor publishes (articles, releases, reviews, ...). */
export const publishStatuses = ['draft', 'in_review', 'published', 'rejected'] as const;
export type PublishStatus = (typeof publishStatuses)[number];
