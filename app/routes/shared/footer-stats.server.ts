import type { Database } from '~/db/client.server';
import { sourcesFigure } from '~/domain/content/site-figures';
import { getSiteStats, type SiteStats } from '~/domain/content/site-stats.server';
import { cached } from '~/lib/ttl-cache';

const byDatabase = new WeakMap<Database, () => Promise<SiteStats>>();

/** Site figures, remembered for 15 seconds per database so busy pages cost no extra queries. */
export function siteStats(db: Database): Promise<SiteStats> {
  let get = byDatabase.get(db);
  if (!get) {
    get = cached(15_000, () => getSiteStats(db));
    byDatabase.set(db, get);
  }
  return get();
}

export async function footerStats(db: Database) {
  const stats = await siteStats(db);
  return { sources: sourcesFigure(stats) ?? null, lastPublishedAt: stats.lastPublishedAt };
}
