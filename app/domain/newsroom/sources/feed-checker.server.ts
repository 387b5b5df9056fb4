import type { Config } from '~/lib/config.server';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  type FetchPolicy,
} from '../fetch/fetch-feed.server';
import type { FeedCheck } from './add-source.server';
import { checkFeed } from './check-feed.server';

/** A person waits on the page while a feed is checked: less than the crawler's 30 s. */
const DESK_CHECK_TIMEOUT_MS = 20_000;

/**
 * The feed check of a web process, and nothing else of the newsroom (no parse threads, lexicon or model):
 * the crawler's fetch policy from the same configuration (the address guard of ALLOW_PRIVATE_SOURCES, the
 * size cap), and a guarded agent of its own, closed when `work` is done.
 */
export async function withFeedCheck<T>(
  config: Pick<Config, 'ALLOW_PRIVATE_SOURCES' | 'FEED_MAX_BYTES'>,
  work: (check: FeedCheck) => Promise<T>,
  timeoutMs = DESK_CHECK_TIMEOUT_MS,
): Promise<T> {
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: addressRule(config.ALLOW_PRIVATE_SOURCES),
    maxBytes: config.FEED_MAX_BYTES,
    totalTimeoutMs: timeoutMs,
  };
  const agent = createFetchAgent(policy);
  try {
    return await work((url) => checkFeed(url, policy, agent));
  } finally {
    await agent.close();
  }
}
