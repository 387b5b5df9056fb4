import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { channelPosts } from '~/db/schema/syndication';
import type { Posted } from './channel-clients.server';

/** Tries at most, then the post is failed for good and the desk shows the error. */
const MAX_ATTEMPTS = 5;
/** Articles published longer ago than this are never posted (a channel added today does not flood). */
const FRESH_FOR = '2 days';

/**
 * Makes the posts that are due: each published article (not turned off by an editor) on each active
 * channel whose limits it meets, published since the channel was added. The unique pair makes this safe
 * to run from any number of workers, as often as wanted: a pair is made once.
 */
export async function queueDuePosts(db: Database): Promise<number> {
  const { rowCount } = await db.execute(sql`
    INSERT INTO channel_posts (article_id, channel_id)
    SELECT a.id, c.id
    FROM articles a JOIN channels c ON c.is_active
    WHERE a.status = 'published' AND a.syndicate
      AND a.published_at >= c.created_at AND a.published_at > now() - ${FRESH_FOR}::interval
      AND (cardinality(c.categories) = 0 OR a.category = ANY (c.categories))
      AND (cardinality(c.tags) = 0 OR EXISTS (
        SELECT 1 FROM article_tags at JOIN tags t ON t.id = at.tag_id
        WHERE at.article_id = a.id AND (t.slug = ANY (c.tags) OR t.name = ANY (c.tags))))
    ON CONFLICT (article_id, channel_id) DO NOTHING`);
  return rowCount ?? 0;
}

export type ClaimedPost = { id: string; articleId: string; channelId: string; attempts: number };

/**
 * Takes up to `limit` posts for this worker: new ones, ones whose retry time has come, and ones another
 * worker claimed and never finished (its claim has run out). SKIP LOCKED: two workers never take the same.
 */
export async function claimPosts(db: Database, limit = 20, leaseSeconds = 120): Promise<ClaimedPost[]> {
  const { rows } = await db.execute<ClaimedPost>(sql`
    UPDATE channel_posts p SET status = 'posting', attempts = p.attempts + 1,
      locked_until = now() + ${leaseSeconds} * interval '1 second'
    WHERE p.id IN (
      SELECT id FROM channel_posts
      WHERE status = 'queued'
         OR (status = 'retry' AND next_attempt_at <= now())
         OR (status = 'posting' AND locked_until < now())
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING p.id, p.article_id AS "articleId", p.channel_id AS "channelId", p.attempts`);
  return rows;
}

export async function markPosted(db: Database, id: string, posted: Posted): Promise<void> {
  await db
    .update(channelPosts)
    .set({
      status: 'posted',
      remoteId: posted.remoteId,
      remoteUrl: posted.remoteUrl,
      response: posted.response,
      lastError: null,
      lockedUntil: null,
      postedAt: sql`now()`,
    })
    .where(sql`${channelPosts.id} = ${id}`);
}

/** A failed try: again after 1, 4, 16, 64 minutes when it may pass, else failed for good. */
export async function markFailed(
  db: Database,
  post: ClaimedPost,
  error: { message: string; transient: boolean; status?: number },
): Promise<'retry' | 'failed'> {
  const retry = error.transient && post.attempts < MAX_ATTEMPTS;
  const delayMinutes = 4 ** (post.attempts - 1);
  await db
    .update(channelPosts)
    .set({
      status: retry ? 'retry' : 'failed',
      lastError: error.message.slice(0, 1000),
      response: error.status ? { status: error.status } : null,
      lockedUntil: null,
      nextAttemptAt: retry ? sql`now() + ${delayMinutes} * interval '1 minute'` : null,
    })
    .where(sql`${channelPosts.id} = ${post.id}`);
  return retry ? 'retry' : 'failed';
}
