import type { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  type FetchPolicy,
} from '~/lib/outbound/guarded-fetch.server';
import { pingForNewArticles } from '~/domain/syndication/feed-pings.server';
import { runSocialPosts } from '~/domain/syndication/post-articles.server';
import { channelKey } from '~/domain/syndication/secret-box.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { SCHEDULE_TIME_ZONE } from '../handler-starter';
import { jobNames } from '../queue.server';

const SOCIAL_POSTS = jobNames.socialPosts;

/** A channel that takes longer than this to answer is tried again later. */
const POST_TIMEOUT_MS = 15_000;

/**
 * "Social posts on publish": every minute, whichever process published (the engine, an editor, the
 * scheduler), new articles go out to the channels, and the WebSub hub and IndexNow hear of them when
 * configured. A run with nothing due costs a query or two.
 */
export async function startSocialPosts(
  boss: PgBoss,
  deps: { db: Database; config: Config; logger: Logger },
): Promise<() => Promise<void>> {
  const { db, config, logger } = deps;
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: addressRule(config.ALLOW_PRIVATE_SOURCES),
    totalTimeoutMs: POST_TIMEOUT_MS,
  };
  const http = { agent: createFetchAgent(policy), policy };
  // The worker creates every queue first; a starter also makes its own, so it runs on any pg-boss.
  await boss.createQueue(SOCIAL_POSTS);
  await boss.schedule(SOCIAL_POSTS, '* * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(SOCIAL_POSTS, async () => {
    const run = await runSocialPosts({ db, siteUrl: config.SITE_URL, http, key: channelKey(config) });
    if (run.posted + run.retrying + run.failed > 0) logger.info({ run }, 'social posts run finished');
    const pings = await pingForNewArticles({ db, config, http });
    if (pings.articles > 0) logger.info({ pings }, 'feed pings sent');
  });
  return () => http.agent.close();
}
