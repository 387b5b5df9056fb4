import { index, primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const nameLookupServices = ['musicbrainz', 'wikidata'] as const;
export const nameLookupOutcomes = ['found', 'none'] as const;

/**
 * What an open database said of a name the newsroom discovered (decision 068), one row per service and name
 * as compared (`key`, the same key as `entity_suggestions`, so the lexicon entry an editor keeps finds it
 * too): the cache that keeps each name asked once, and the id found (MusicBrainz MBID, Wikidata QID) kept
 * with the name. A failed request leaves no row, so the name is asked again on a later run.
 */
export const nameLookups = pgTable(
  'name_lookups',
  {
    service: text('service', { enum: nameLookupServices }).notNull(),
    key: text('key').notNull(),
    /** The name as it was asked. */
    query: text('query').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: nameLookupOutcomes }).notNull(),
    externalId: text('external_id'),
    label: text('label'),
    description: text('description'),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.service, table.key] }),
    index('name_lookups_external_id_idx').on(table.service, table.externalId),
  ],
);
