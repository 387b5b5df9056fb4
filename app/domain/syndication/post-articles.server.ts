import { createHash } from 'node:crypto';
import type { Database } from '~/db/client.server';
import { recordAutomationRun } from '~/domain/newsroom/store/automation-logs.server';
import { ChannelError, postToChannel, type Http, type OutgoingArticle } from './channel-clients.server';
import { claimPosts, markFailed, markPosted, queueDuePosts, type ClaimedPost } from './channel-posts.server';
import { openActiveChannels } from './channels.server';
import { loadOutgoingArticle } from './outgoing-article.server';
import { recordKeyFor } from './record-key';

export type SyndicationDeps = { db: Database; siteUrl: string; http: Http; key: Buffer };

export type SyndicationRun = {
  queued: number;
  posted: number;
  retrying: number;
  failed: number;
  errors: string[];
};

/** Batches a run takes at most; the rest waits for the next run (a minute later). */
const MAX_BATCHES = 10;

/** The same for every try of one article on one channel: the channels' idempotency keys. */
const deliveryOf = (post: ClaimedPost) =>
  createHash('sha256').update(`${post.articleId}\n${post.channelId}`).digest('base64url').slice(0, 32);

/**
 * One run of "social posts on publish": makes the due posts, then posts them, each channel on its own, so a
 * failing channel never holds up another; a failure is retried with back-off or given up with its reason.
 * Publishing itself never waits on any of this.
 */
export async function runSocialPosts(deps: SyndicationDeps): Promise<SyndicationRun> {
  const run: SyndicationRun = {
    queued: await queueDuePosts(deps.db),
    posted: 0,
    retrying: 0,
    failed: 0,
    errors: [],
  };
  const articles = new Map<string, Promise<OutgoingArticle | undefined>>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimPosts(deps.db);
    if (claimed.length === 0) break;
    const channels = await openActiveChannels(deps.db, deps.key);
    await Promise.all(
      claimed.map(async (post) => {
        const fail = async (error: { message: string; transient: boolean; status?: number }) => {
          const outcome = await markFailed(deps.db, post, error);
          if (outcome === 'retry') run.retrying++;
          else {
            run.failed++;
            run.errors.push(error.message);
          }
        };
        const channel = channels.get(post.channelId);
        if (!channel) return fail({ message: 'The channel is turned off or gone', transient: false });
        if (channel instanceof Error) return fail({ message: channel.message, transient: false });
        if (!articles.has(post.articleId))
          articles.set(post.articleId, loadOutgoingArticle(deps.db, deps.siteUrl, post.articleId));
        const article = await articles.get(post.articleId)!;
        if (!article) return fail({ message: 'The article is no longer published', transient: false });
        try {
          const posted = await postToChannel(deps.http, channel, article, {
            delivery: deliveryOf(post),
            recordKey: recordKeyFor(post.articleId, post.channelId, article.publishedAt),
          });
          await markPosted(deps.db, post.id, posted);
          run.posted++;
        } catch (error) {
          await fail(
            error instanceof ChannelError
              ? error
              : { message: (error as Error).message ?? 'Unknown error', transient: true },
          );
        }
      }),
    );
  }
  if (run.queued + run.posted + run.retrying + run.failed > 0)
    await recordAutomationRun(deps.db, {
      type: 'social_post',
      targetTable: 'channel_posts',
      status: run.failed > 0 ? 'error' : 'success',
      errorMessage: run.errors.length > 0 ? run.errors.slice(0, 3).join('; ').slice(0, 1000) : null,
      counts: {},
    });
  return run;
}
