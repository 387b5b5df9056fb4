import type { Database } from '../../app/db/client.server';
import { defaultLexicon } from '../../app/domain/newsroom/classify/default-lexicon';
import type { ClaimOptions } from '../../app/domain/newsroom/store/sources.server';
import { claimSettings, createNewsroom, type NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';

/**
 * The configuration of a test's newsroom: loopback sources allowed (the loopback feed server is the only peer
 * tests fetch from), parsing on the calling thread, a small crawler.
 */
const testConfig = (perHost = 2) =>
  loadConfig({
    ALLOW_PRIVATE_SOURCES: 'true',
    CRAWL_PARSE_THREADS: '0',
    CRAWL_PER_HOST: String(perHost),
    CRAWL_CONCURRENCY: '8',
  });

/**
 * The newsroom's dependencies for a test, assembled where the product assembles its own: silent logs, the
 * default lexicon without storing it, and a 5 s limit on a whole fetch. Close the agent after.
 */
export async function testNewsroomDeps(
  db: Database,
  options: { perHost?: number } = {},
): Promise<NewsroomDeps> {
  const newsroom = await createNewsroom(db, testConfig(options.perHost), createLogger('silent'), {
    lexicon: defaultLexicon,
    fetchTimeoutMs: 5000,
  });
  return newsroom.deps;
}

/** How a test's crawler claims sources: as the product's would, with the test configuration. */
export const testClaim = (owner: string, options: { perHost?: number } = {}): ClaimOptions =>
  claimSettings(testConfig(options.perHost), owner);
