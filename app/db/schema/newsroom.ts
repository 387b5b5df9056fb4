import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from './columns';
import { articles } from './content';

export const sourceCategories = ['news', 'releases', 'gear', 'festivals', 'interviews'] as const;
export const sourceKinds = ['news', 'social', 'video'] as const;

/** Feeds the newsroom crawls (the prototype's rss_sources), with their crawl state. */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    name: text('name').notNull(),
    url: text('url').notNull().unique(),
    /** The URL's host, for per-host limits in the "what is due" query. */
    host: text('host').notNull(),
    siteUrl: text('site_url'),
    category: text('category', { enum: sourceCategories }).notNull().default('news'),
    kind: text('kind', { enum: sourceKinds }).notNull().default('news'),
    isActive: boolean('is_active').notNull().default(true),
    /** A source bundled with the demo: its items were read from a file on disk, and it is never crawled. */
    isDemo: boolean('is_demo').notNull().default(false),
    autoPublish: boolean('auto_publish').notNull().default(false),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    errorCount: integer('error_count').notNull().default(0),
    lastCrawledAt: timestamp('last_crawled_at', { withTimezone: true }),
    nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }).notNull().defaultNow(),
    itemsPerWeek: real('items_per_week').notNull().default(0),
    /** A worker's claim on the source while it crawls it; an expired lease may be taken by another. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('sources_due_idx')
      .on(table.nextCrawlAt)
      .where(sql`is_active`),
    index('sources_host_idx').on(table.host),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: id(),
    title: text('title').notNull(),
    category: text('category'),
    firstItemId: uuid('first_item_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastItemAt: timestamp('last_item_at', { withTimezone: true }).notNull(),
    itemCount: integer('item_count').notNull().default(1),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('stories_last_item_idx').on(table.lastItemAt.desc())],
);

/** Raw entries from sources, normalised; exact duplicates never get a second row. */
export const feedItems = pgTable(
  'feed_items',
  {
    id: id(),
    /** Insertion order: a worker's candidate index catches up on other workers' items by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    url: text('url'),
    canonicalUrl: text('canonical_url'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    author: text('author'),
    imageUrl: text('image_url'),
    language: text('language'),
    contentHash: text('content_hash').notNull(),
    /**
     * MinHash signature of title, lead and title names (big-endian int32s), for near-duplicate similarity;
     * each worker keeps recent ones in memory to find candidates (story-index.ts).
     */
    signature: bytea('signature').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The three exact-duplicate rules: an item is stored once per GUID in its source, once per canonical
    // URL and once per content hash, whichever source brings it first.
    uniqueIndex('feed_items_source_guid_idx').on(table.sourceId, table.guid),
    uniqueIndex('feed_items_canonical_url_idx').on(table.canonicalUrl),
    uniqueIndex('feed_items_content_hash_idx').on(table.contentHash),
    uniqueIndex('feed_items_seq_idx').on(table.seq),
    index('feed_items_published_idx').on(table.publishedAt.desc()),
    // The newest items of each video or social source (the home page), read in order per source. NULLS
    // FIRST, as a bare DESC in a query means: published_at is never null, but the planner matches the words.
    index('feed_items_source_published_idx').on(table.sourceId, table.publishedAt.desc().nullsFirst()),
    index('feed_items_story_idx').on(table.storyId),
    // The items whose bodies the hourly prune has not emptied yet, oldest first (feed-item-bodies.server.ts):
    // an emptied item leaves it, so the prune never reads the years of items it already did.
    index('feed_items_body_kept_idx')
      .on(table.fetchedAt)
      .where(sql`content_html <> '' OR content_text <> ''`),
  ],
);

export const automationLogStatuses = ['success', 'error', 'pending'] as const;

export type AutomationCounts = Partial<
  Record<'fetched' | 'notModified' | 'failed' | 'newItems' | 'newStories' | 'updatedStories', number>
>;

export const automationLogs = pgTable(
  'automation_logs',
  {
    id: id(),
    type: text('type').notNull(),
    targetTable: text('target_table'),
    status: text('status', { enum: automationLogStatuses }).notNull(),
    errorMessage: text('error_message'),
    counts: jsonb('counts').$type<AutomationCounts>().notNull().default({}),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (table) => [index('automation_logs_created_idx').on(table.createdAt.desc())],
);

export const lexiconKinds = ['artist', 'label', 'festival', 'venue', 'brand', 'product', 'genre'] as const;

/** Names the tagger recognises, kept as data so editors can extend it; each becomes an article tag. */
export const lexiconEntries = pgTable(
  'lexicon_entries',
  {
    id: id(),
    kind: text('kind', { enum: lexiconKinds }).notNull(),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lexicon_entries_kind_name_idx').on(table.kind, table.name)],
);

export const entitySuggestionKinds = ['artist', 'label', 'festival', 'venue', 'brand', 'product'] as const;
/** `tagged`: confident enough to tag its articles at once (decision 068); an editor keeps or drops it. */
export const entitySuggestionStatuses = ['pending', 'tagged', 'accepted', 'rejected'] as const;

/**
 * Names the newsroom found in titles and leads that the lexicon does not know (decision 032), one row per
 * name as compared (`key`). Editors accept (the name joins the lexicon), rename or reject them; a rejected
 * row stays, so the name is never suggested again.
 */
export const entitySuggestions = pgTable(
  'entity_suggestions',
  {
    id: id(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** The spelling the newsroom first saw: kept as an alias when an editor renames before accepting. */
    seenAs: text('seen_as').notNull(),
    /** What the evidence said it is; null when it did not say (the editor chooses). */
    kind: text('kind', { enum: entitySuggestionKinds }),
    evidence: text('evidence').notNull().default(''),
    status: text('status', { enum: entitySuggestionStatuses }).notNull().default('pending'),
    /** Articles it was suggested for, over time. */
    mentions: integer('mentions').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('entity_suggestions_status_idx').on(table.status, table.mentions, table.lastSeenAt)],
);

/** Suggested tags of an article: never shown to readers; they become tags when an editor accepts the name. */
export const articleEntitySuggestions = pgTable(
  'article_entity_suggestions',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => entitySuggestions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.suggestionId] }),
    index('article_entity_suggestions_suggestion_idx').on(table.suggestionId),
  ],
);

/**
 * Categories set by editors on the desk, kept as labelled examples for the next tuning run of the
 * classifier: the title and lead as they were, the engine's category and the editor's.
 */
export const categoryLabels = pgTable(
  'category_labels',
  {
    id: id(),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    predicted: text('predicted'),
    category: text('category').notNull(),
    labelledBy: text('labelled_by'),
    createdAt: createdAt(),
  },
  (table) => [index('category_labels_created_idx').on(table.createdAt)],
);

/** Images uploaded from the desk, by `fileName`; their bytes are in media_upload_bytes (uploads.ts). */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: id(),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (table) => [index('media_uploads_created_idx').on(table.createdAt.desc())],
);
