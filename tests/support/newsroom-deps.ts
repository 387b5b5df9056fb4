import type { Database } from '../../app/db/client.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/crawl-source.server';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
} from '../../app/domain/newsroom/fetch-feed.server';
import { HostLimiter } from '../../app/domain/newsroom/host-limiter';
import { defaultLexicon } from '../../app/domain/newsroom/lexicon.server';
import { createLogger } from '../../app/lib/logger.server';

/**
 * The newsroom's dependencies for a test: silent logs, the default lexicon, parsing on the calling thread, and
 * loopback sources allowed (the loopback feed server is the only peer tests fetch from). Close the agent after.
 */
export function testNewsroomDeps(db: Database, options: { perHost?: number } = {}): NewsroomDeps {
  const policy = { ...defaultFetchPolicy, isBlocked: addressRule(true), totalTimeoutMs: 5000 };
  return {
    db,
    logger: createLogger('silent'),
    policy,
    agent: createFetchAgent(policy),
    limiter: new HostLimiter(options.perHost ?? 2, 8),
    lexicon: defaultLexicon,
  };
}
