import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, publishStatuses, tsvector, updatedAt } from './columns';
import { articleCategories } from './enums';

export { articleCategories, type ArticleCategory } from './enums';

/** People shown as authors (editors, reviewers, interviewers, the automated desk). */
export const profiles = pgTable('profiles', {
  id: id(),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  createdAt: createdAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    category: text('category', { enum: articleCategories }).notNull().default('news'),
    status: text('status', { enum: publishStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    coverImageUrl: text('cover_image_url'),
    coverImageAlt: text('cover_image_alt'),
    readTime: integer('read_time').notNull().default(5),
    views: integer('views').notNull().default(0),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    hasAffiliateLinks: boolean('has_affiliate_links').notNull().default(false),
    isAiAssisted: boolean('is_ai_assisted').notNull().default(false),
    /** The model that wrote an AI-assisted article's headline and summary, as configured (LLM_MODEL). */
    aiModel: text('ai_model'),
    /** Share (0 to 1) of the model draft's words that its sources contain: the reader's confidence note. */
    aiSupport: real('ai_support'),
    /**
     * The language its text is written in (ISO 639-1) when that is not the site's (SITE_LANGUAGE) as it was
     * composed: a story told only in another language is drafted in it. Null: the site's language.
     */
    lang: text('lang'),
    storyId: uuid('story_id'),
    /** An editor's "publish at": the scheduler publishes the article then (it stays a draft until). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Shown on the article when a published article is changed from the desk. */
    correctionNote: text('correction_note'),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** Whether publishing posts it to the social channels and webhooks; an editor may turn it off before. */
    syndicate: boolean('syndicate').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What reader search matches, for published articles only: readers never find a draft, and the newsroom
     * makes thousands of drafts a day that editors may never publish, so they skip the stemming and the
     * search indexes until they are published. Title over summary over body; `dropwire_search` is English
     * with unaccent (migration 0009, decision 017); tags and entities are left out of the body's words.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE WHEN status = 'published' THEN setweight(to_tsvector('dropwire_search', coalesce(title, '')), 'A') || setweight(to_tsvector('dropwire_search', coalesce(summary, '')), 'B') || setweight(to_tsvector('dropwire_search', regexp_replace(coalesce(content, ''), '<[^>]+>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C') END`,
    ),
  },
  (table) => [
    // Listings order by published_at DESC NULLS LAST, id DESC; the indexes say the same so the planner
    // reads them in order (forwards for newest, backwards for oldest) instead of sorting.
    index('articles_published_idx')
      .on(table.publishedAt.desc().nullsLast(), table.id.desc())
      .where(sql`status = 'published'`),
    index('articles_category_published_idx')
      .on(table.category, table.publishedAt.desc().nullsLast(), table.id.desc())
      .where(sql`status = 'published'`),
    index('articles_popular_idx')
      .on(table.views.desc(), table.publishedAt.desc().nullsLast(), table.id.desc())
      .where(sql`status = 'published'`),
    index('articles_search_idx')
      .using('gin', table.searchVector)
      .where(sql`status = 'published'`),
    index('articles_title_trgm_idx')
      .using('gin', sql`${table.title} gin_trgm_ops`)
      .where(sql`status = 'published'`),
    index('articles_author_idx').on(table.authorId),
    // An author's page and feed list their published articles newest first, and the Content API counts
    // them: read from here in order, however many articles other authors have.
    index('articles_author_published_idx')
      .on(table.authorId, table.publishedAt.desc().nullsLast(), table.id.desc())
      .where(sql`status = 'published'`),
    // One article per story: two crawls that create it at once cannot both succeed.
    uniqueIndex('articles_story_idx')
      .on(table.storyId)
      .where(sql`story_id IS NOT NULL`),
    // The desk's review queue and the dashboard's oldest draft: drafts in creation order.
    index('articles_review_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`status IN ('draft', 'in_review')`),
    index('articles_scheduled_idx')
      .on(table.scheduledAt)
      .where(sql`scheduled_at IS NOT NULL AND status <> 'published'`),
    check('articles_published_has_date', sql`status <> 'published' OR published_at IS NOT NULL`),
  ],
);

export const tagKinds = [
  'topic',
  'genre',
  'artist',
  'label',
  'festival',
  'venue',
  'brand',
  'product',
] as const;

export const tags = pgTable('tags', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: tagKinds }).notNull().default('topic'),
  createdAt: createdAt(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /**
     * The article's publication time while it is published, else null: kept by the database itself (triggers of
     * migration 0028, decision 071), never written by the application. A tag's page and count read it from
     * article_tags_published_idx alone, so a tag on 20,000 articles pages as fast as one on 20.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tagId] }),
    index('article_tags_tag_idx').on(table.tagId),
    index('article_tags_published_idx')
      .on(table.tagId, table.publishedAt.desc().nullsLast(), table.articleId.desc().nullsLast())
      .where(sql`published_at IS NOT NULL`),
  ],
);

/** The sources an article credits, in order; the first is the first to report. */
export const articleSources = pgTable(
  'article_sources',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    feedItemId: uuid('feed_item_id'),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('article_sources_article_idx').on(table.articleId, table.position),
    uniqueIndex('article_sources_article_url_idx').on(table.articleId, table.url),
  ],
);

/**
 * One row per article, visitor and day, so a view counts once per visitor per day.
 * `visitor_hash` is a keyed hash of the client address (IPv6 by its /64) with a daily key: no raw IP is stored,
 * and rows are pruned after two days.
 */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.day, table.visitorHash] }),
    index('article_views_day_idx').on(table.day),
  ],
);
