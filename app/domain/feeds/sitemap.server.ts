import { and, asc, count, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { charts } from '~/db/schema/charts';
import { articles, articleTags, profiles, tags } from '~/db/schema/content';
import { festivals } from '~/db/schema/festivals';
import { reviews } from '~/db/schema/gear';
import { interviews } from '~/db/schema/interviews';
import { releases } from '~/db/schema/releases';
import { newestFirst, published } from '../articles/article-cards.server';

export type SitemapEntry = { path: string; lastModified: Date | null };
export type NewsEntry = { path: string; title: string; publishedAt: Date };

/** `YYYY-MM`, or `YYYY-MM-N` for a month's Nth file: one or more sitemaps per month. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(?:-([2-9]|[1-9]\d+))?$/;
/** The protocol's most URLs in one sitemap file: a month with more is split in files this long. */
export const SITEMAP_MAX_URLS = 50_000;
const monthOf = sql<string>`to_char(${articles.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/**
 * The monthly article sitemaps, newest first, each with its latest change: `YYYY-MM`, then `YYYY-MM-2`, … for a
 * month of more than SITEMAP_MAX_URLS articles.
 */
export async function publishedMonths(db: Database): Promise<{ month: string; lastModified: Date | null }[]> {
  const months = await db
    .select({ month: monthOf, lastModified: max(articles.updatedAt), articles: count() })
    .from(articles)
    .where(published)
    .groupBy(monthOf)
    .orderBy(sql`1 DESC`);
  return months.flatMap(({ month, lastModified, articles: n }) =>
    Array.from({ length: Math.max(1, Math.ceil(n / SITEMAP_MAX_URLS)) }, (_, i) => ({
      month: i === 0 ? month : `${month}-${i + 1}`,
      lastModified,
    })),
  );
}

/**
 * Articles read per query while a month's file is written: the file is sent as it is read, so a request holds
 * one batch of rows and its markup, never the file's 50,000 (which, ten at a time, took the web process from
 * 220 to 387 MB; decision 095).
 */
const SITEMAP_BATCH = 2_000;

// Full precision, in UTC: the next batch starts after the last row's own time, not one rounded to milliseconds.
const publishedKey = sql<string>`to_char(${articles.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
// Oldest first. Written as the exact reverse of the list index's order (published_at DESC NULLS LAST, id DESC),
// so that index serves it read backwards; a month's articles all have a date, so NULLS FIRST changes nothing.
const oldestFirst = [sql`${articles.publishedAt} ASC NULLS FIRST`, sql`${articles.id} ASC NULLS FIRST`];

/**
 * The published articles of one month's file (`YYYY-MM` or `YYYY-MM-N`), oldest first, in batches of
 * `batchSize`; undefined for any other name and for a file with no article. The first batch is read before this
 * returns (so an empty file can answer 404); each later one is its own query starting after the batch before
 * (keyset), read when the one before has been sent.
 */
export async function articlesOfMonth(
  db: Database,
  month: string,
  batchSize = SITEMAP_BATCH,
): Promise<AsyncIterable<SitemapEntry[]> | undefined> {
  const parts = MONTH.exec(month);
  if (!parts) return undefined;
  const file = Number(parts[3] ?? 1);
  const start = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const inMonth = and(published, gte(articles.publishedAt, start), lt(articles.publishedAt, end));
  const batch = (after: { key: string; id: string } | undefined, limit: number) =>
    db
      .select({ slug: articles.slug, lastModified: articles.updatedAt, key: publishedKey, id: articles.id })
      .from(articles)
      .where(
        after
          ? and(
              inMonth,
              sql`(${articles.publishedAt}, ${articles.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`,
            )
          : inMonth,
      )
      .orderBy(...oldestFirst)
      .limit(limit)
      // Only the first batch skips: the files before this one.
      .offset(after ? 0 : (file - 1) * SITEMAP_MAX_URLS);
  const first = await batch(undefined, Math.min(batchSize, SITEMAP_MAX_URLS));
  if (first.length === 0) return undefined;
  const entries = (rows: typeof first) =>
    rows.map((row) => ({ path: `/news/${row.slug}`, lastModified: row.lastModified }));
  return (async function* () {
    let rows = first;
    let sent = 0;
    while (rows.length > 0) {
      yield entries(rows);
      sent += rows.length;
      const last = rows[rows.length - 1]!;
      const left = SITEMAP_MAX_URLS - sent;
      if (rows.length < batchSize || left <= 0) return;
      rows = await batch(last, Math.min(batchSize, left));
    }
  })();
}

/** Tags that have a published article (the others answer 404), with their latest article's change. */
export async function tagsInUse(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: tags.slug, lastModified: max(articles.updatedAt) })
    .from(tags)
    .innerJoin(articleTags, eq(articleTags.tagId, tags.id))
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(published)
    .groupBy(tags.slug)
    .orderBy(asc(tags.slug));
  return rows.map((row) => ({ path: `/tags/${row.slug}`, lastModified: row.lastModified }));
}

/** Authors with a published article, with their latest article's change. */
export async function authorsWithArticles(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ handle: profiles.handle, lastModified: max(articles.updatedAt) })
    .from(profiles)
    .innerJoin(articles, eq(articles.authorId, profiles.id))
    .where(published)
    .groupBy(profiles.handle)
    .orderBy(asc(profiles.handle));
  return rows.map((row) => ({ path: `/author/${row.handle}`, lastModified: row.lastModified }));
}

/** Google News takes articles of the last two days, at most 1,000 of them. */
const NEWS_SITEMAP_HOURS = 48;
const NEWS_SITEMAP_LIMIT = 1_000;

/** Articles published in the last two days, newest first, for the news sitemap. */
export async function recentNews(db: Database, now = new Date()): Promise<NewsEntry[]> {
  const since = new Date(now.getTime() - NEWS_SITEMAP_HOURS * 3_600_000);
  const rows = await db
    .select({ slug: articles.slug, title: articles.title, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(published, gte(articles.publishedAt, since)))
    .orderBy(newestFirst)
    .limit(NEWS_SITEMAP_LIMIT);
  return rows.map((row) => ({ path: `/news/${row.slug}`, title: row.title, publishedAt: row.publishedAt! }));
}

/** The sections whose published entries have pages of their own, each listed in a sitemap part. */
export const catalogSections = ['releases', 'festivals', 'reviews', 'interviews', 'charts'] as const;
export type CatalogSection = (typeof catalogSections)[number];

const catalogTables = {
  releases: releases,
  festivals: festivals,
  reviews: reviews,
  interviews: interviews,
  charts: charts,
} as const;

/** Every published entry of a section (`/releases/{slug}`, …), with its last change, in slug order. */
export async function catalogEntries(db: Database, section: CatalogSection): Promise<SitemapEntry[]> {
  const table = catalogTables[section];
  const rows = await db
    .select({ slug: table.slug, lastModified: table.updatedAt })
    .from(table)
    .where(eq(table.status, 'published'))
    .orderBy(asc(table.slug));
  return rows.map((row) => ({ path: `/${section}/${row.slug}`, lastModified: row.lastModified }));
}

/** The latest change among a section's published entries, for the sitemap index. */
export async function catalogLastModified(db: Database): Promise<Record<CatalogSection, Date | null>> {
  const latest = await Promise.all(
    catalogSections.map(async (section) => {
      const table = catalogTables[section];
      const [row] = await db
        .select({ lastModified: max(table.updatedAt) })
        .from(table)
        .where(eq(table.status, 'published'));
      return [section, row?.lastModified ?? null] as const;
    }),
  );
  return Object.fromEntries(latest) as Record<CatalogSection, Date | null>;
}
