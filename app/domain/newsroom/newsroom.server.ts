import type { Database } from '~/db/client.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import type { NewsroomDeps } from './crawl-source.server';
import { addressRule, createFetchAgent, defaultFetchPolicy, type FetchPolicy } from './fetch-feed.server';
import { HostLimiter } from './host-limiter';
import { ensureDefaultLexicon, loadLexicon } from './lexicon.server';
import { createLlmDrafter } from './llm-drafter.server';
import { createParsePool } from './parse-pool/parse-pool';

/** Everything a crawl needs, built from configuration; close() releases the connection pool. */
export async function createNewsroom(
  db: Database,
  config: Config,
  logger: Logger,
): Promise<{ deps: NewsroomDeps; close: () => Promise<void> }> {
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: addressRule(config.ALLOW_PRIVATE_SOURCES),
    maxBytes: config.FEED_MAX_BYTES,
  };
  const agent = createFetchAgent(policy);
  // The same limits on the main thread (CRAWL_PARSE_THREADS=0) as on the pool's threads.
  const parseLimits = { maxItems: config.FEED_MAX_ITEMS, maxItemChars: config.FEED_ITEM_MAX_CHARS };
  await ensureDefaultLexicon(db);
  const deps: NewsroomDeps = {
    db,
    logger: logger.child({ module: 'newsroom' }),
    policy,
    agent,
    limiter: new HostLimiter(config.CRAWL_PER_HOST, config.CRAWL_CONCURRENCY),
    lexicon: await loadLexicon(db),
    drafter: createLlmDrafter(config, logger),
    parseLimits,
    parser:
      config.CRAWL_PARSE_THREADS === 0
        ? undefined
        : createParsePool({
            size: config.CRAWL_PARSE_THREADS,
            timeoutMs: config.CRAWL_PARSE_TIMEOUT_MS,
            maxHeapMb: config.CRAWL_PARSE_MAX_HEAP_MB,
            limits: parseLimits,
          }),
  };
  return {
    deps,
    close: async () => {
      await deps.parser?.close();
      await agent.close();
    },
  };
}
