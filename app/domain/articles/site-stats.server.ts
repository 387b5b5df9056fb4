import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources } from '~/db/schema/content';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import { sources } from '~/db/schema/newsroom';

export type SiteStats = {
  publishedArticles: number;
  /** Published newsroom articles whose story was reported by two or more sources. */
  multiSourceArticles: number;
  articlesToday: number;
  /** Active sources that are not the demo's: the ones really followed. */
  activeSources: number;
  /** Sources bundled with the demo: shown, never crawled. */
  demoSources: number;
  subscribers: number;
  lastPublishedAt: string | null;
};

/** Figures the site shows about itself, always counted from the database. */
export async function getSiteStats(db: Database, now = new Date()): Promise<SiteStats> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [[articleRow], [todayRow], [sourceRow], [subscriberRow], [multiRow]] = await Promise.all([
    db
      .select({ n: count(), last: max(articles.publishedAt) })
      .from(articles)
      .where(eq(articles.status, 'published')),
    db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.status, 'published'), gte(articles.publishedAt, dayAgo))),
    db
      .select({
        // Demo sources are switched on like others, yet nothing is followed through them.
        active: sql<number>`count(*) FILTER (WHERE ${sources.isActive} AND NOT ${sources.isDemo})::int`,
        demo: sql<number>`count(*) FILTER (WHERE ${sources.isDemo})::int`,
      })
      .from(sources),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed')),
    db
      .execute<{ n: number }>(
        sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM ${articleSources} s JOIN ${articles} a ON a.id = s.article_id
        WHERE a.status = 'published' AND a.story_id IS NOT NULL
        GROUP BY s.article_id HAVING count(*) >= 2) AS several`,
      )
      .then((result) => result.rows),
  ]);
  return {
    publishedArticles: articleRow?.n ?? 0,
    articlesToday: todayRow?.n ?? 0,
    multiSourceArticles: multiRow?.n ?? 0,
    activeSources: sourceRow?.active ?? 0,
    demoSources: sourceRow?.demo ?? 0,
    subscribers: subscriberRow?.n ?? 0,
    lastPublishedAt: articleRow?.last ? new Date(articleRow.last).toISOString() : null,
  };
}
