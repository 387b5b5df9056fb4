import type { Database } from '~/db/client.server';
import { listLatestArticles } from './articles.server';
import { listTrackedFestivals } from './festival-tracker.server';
import { listLatestVideos, listSocialPosts } from './source-posts.server';
import { listTrendingArtists, listTrendingTags } from './trending.server';

/** Every section of the home page that comes from the content, read at once; empty ones are left out. */
export async function getHomeSections(db: Database, now: Date) {
  const [trendingTags, latest, festivals, artists, videos, socialPosts] = await Promise.all([
    listTrendingTags(db, now),
    listLatestArticles(db, 3),
    listTrackedFestivals(db, now),
    listTrendingArtists(db, now),
    listLatestVideos(db),
    listSocialPosts(db),
  ]);
  return { trendingTags, latest, festivals, artists, videos, socialPosts };
}

export type HomeSections = Awaited<ReturnType<typeof getHomeSections>>;
