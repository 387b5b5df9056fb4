import type { Database } from '~/db/client.server';
import { sourcesFigure } from '~/domain/articles/site-figures';
import { getSiteStats, type SiteStats } from '~/domain/articles/site-stats.server';
import { cachedPerSource } from '~/lib/ttl-cache';

/** Site figures, remembered for 15 seconds per database so busy pages cost no extra queries. */
export const siteStats: (db: Database) => Promise<SiteStats> = cachedPerSource(15_000, (db: Database) =>
  getSiteStats(db),
);

export async function footerStats(db: Database) {
  const stats = await siteStats(db);
  return { sources: sourcesFigure(stats) ?? null, lastPublishedAt: stats.lastPublishedAt };
}
