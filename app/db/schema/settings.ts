import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Operator-controlled site settings and process-wide secrets generated on first use. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Whether the demo news is still to be made by the newsroom ('pending') or made ('done'); set by the seed. */
export const DEMO_NEWS_KEY = 'demo_news';
