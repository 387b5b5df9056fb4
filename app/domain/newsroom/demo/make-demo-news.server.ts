import type { Database } from '~/db/client.server';
import { makeDemoEditions } from '~/domain/newsletter/demo-editions.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { createNewsroom } from '../newsroom.server';
import { demoNewsPending } from '../store/demo-news-flag.server';
import { type DemoIngest, ingestPendingDemoNews } from './ingest-demo-feeds.server';

/**
 * After a seed, makes the demo news through the newsroom (`npm start` and `dropwire seed` call this). Parsing
 * four small files needs no thread pool, so the newsroom is built without one.
 */
export async function makePendingDemoNews(
  db: Database,
  config: Config,
  logger: Logger,
): Promise<DemoIngest | undefined> {
  // Every start calls this; only a fresh demo needs a newsroom built.
  if (!(await demoNewsPending(db))) return undefined;
  const newsroom = await createNewsroom(db, { ...config, CRAWL_PARSE_THREADS: 0 }, logger);
  try {
    const made = await ingestPendingDemoNews(newsroom.deps);
    if (made) {
      logger.info(made, 'demo news made by the newsroom from the bundled demo feeds');
      // The newsletter's past editions, made by the digest from the demo's stories of those weeks.
      const editions = await makeDemoEditions(db, { now: new Date(), siteName: config.SITE_NAME });
      logger.info({ editions }, 'demo newsletter editions made by the weekly digest');
    }
    return made;
  } finally {
    await newsroom.close();
  }
}
