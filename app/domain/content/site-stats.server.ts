import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import { sources } from '~/db/schema/newsroom';

export type SiteStats = {
  publishedArticles: number;
  articlesToday: number;
  activeSources: number;
  subscribers: number;
  lastPublishedAt: string | null;
};

/** Figures the site shows about itself, always counted from the database. */
export async function getSiteStats(db: Database, now = new Date()): Promise<SiteStats> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [[articleRow], [todayRow], [sourceRow], [subscriberRow]] = await Promise.all([
    db
      .select({ n: count(), last: max(articles.publishedAt) })
      .from(articles)
      .where(eq(articles.status, 'published')),
    db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.status, 'published'), gte(articles.publishedAt, dayAgo))),
    db.select({ n: count() }).from(sources).where(eq(sources.isActive, true)),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed')),
  ]);
  return {
    publishedArticles: articleRow?.n ?? 0,
    articlesToday: todayRow?.n ?? 0,
    activeSources: sourceRow?.n ?? 0,
    subscribers: subscriberRow?.n ?? 0,
    lastPublishedAt: articleRow?.last ? new Date(articleRow.last).toISOString() : null,
  };
}
