import type { Database } from '~/db/client.server';
import { listGearDeals } from '~/domain/monetization/gear-deals.server';
import { listLatestArticles } from '../articles/article-reads.server';
import { memoUntilContentChanges } from '../reader-writes/content-memo.server';
import { listTrackedFestivals } from './festival-tracker.server';
import { listLatestVideos, listSocialPosts } from './source-posts.server';
import { listTrendingArtists, listTrendingTags } from './trending.server';

/** Every section of the home page that comes from the content, read at once; empty ones are left out. */
export async function readHomeSections(db: Database, now: Date) {
  const [trendingTags, latest, festivals, artists, videos, socialPosts, deals] = await Promise.all([
    listTrendingTags(db, now),
    listLatestArticles(db, 3),
    listTrackedFestivals(db, now),
    listTrendingArtists(db, now),
    listLatestVideos(db),
    listSocialPosts(db),
    listGearDeals(db, now),
  ]);
  return { trendingTags, latest, festivals, artists, videos, socialPosts, deals };
}

/**
 * The home page's sections, read at most once a minute per process and again as soon as anything is
 * published: trends over a week do not change by the second, and a publication is seen at once.
 */
export const homeSections = memoUntilContentChanges(60_000, 1, (db: Database, _whole: void) =>
  readHomeSections(db, new Date()),
);
