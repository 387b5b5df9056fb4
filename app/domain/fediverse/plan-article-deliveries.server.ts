import type { Context } from '@fedify/fedify';
import { sql } from 'drizzle-orm';
import { fediverseArticleState } from '~/db/schema/fediverse';
import { SITE_ACTOR } from './actor-names';
import { actorsOfArticle } from './actors.server';
import {
  announceActivity,
  createActivity,
  deleteActivity,
  updateActivity,
} from './article-activities.server';
import { loadArticle } from './article-object.server';
import type { FediverseContext } from './fediverse-context';
import { followerInboxes, inboxesReached, queueDeliveries } from './queue-deliveries.server';

/**
 * How far back the planner looks for articles not announced yet (decision 075). Every article published
 * while its actors are followed is announced, however long the worker was stopped, and one published with
 * an earlier date (an editor's backdating, an import) too, up to this; the bound only keeps the minute's
 * query on the recent part of the publication index. The archive from before the site federated was marked
 * as announced by migration 0032, so a first follower never pulls it in.
 */
const FRESH_WITHIN = '30 days';
const PLAN_BATCH = 50;

/**
 * Turns what happened to articles into deliveries, read from the articles themselves (whoever published:
 * the engine, an editor, the scheduler): a newly published article becomes a `Create` to the site's
 * followers and an `Announce` by each of its section and entity actors to theirs; a correction since the
 * last announcement an `Update`, and an unpublished or deleted article a `Delete`, to every inbox that
 * heard of it and every current follower. `fediverse_article_state` remembers what was announced.
 */
export async function planArticleDeliveries(ctx: Context<FediverseContext>): Promise<{ queued: number }> {
  const { db } = ctx.data;
  let queued = 0;
  const fresh = await db.execute<{ id: string }>(sql`
    SELECT a.id FROM articles a
    LEFT JOIN ${fediverseArticleState} s ON s.article_id = a.id
    WHERE a.status = 'published' AND a.syndicate AND a.published_at <= now()
      AND a.published_at > now() - ${FRESH_WITHIN}::interval AND (s.article_id IS NULL OR s.deleted)
    ORDER BY a.published_at LIMIT ${PLAN_BATCH}`);
  for (const { id } of fresh.rows) {
    const article = await loadArticle(db, id);
    if (!article) continue;
    const actors = await actorsOfArticle(db, article);
    if (actors.some((actor) => actor.identifier === SITE_ACTOR))
      queued += await queueDeliveries(ctx, {
        activity: await createActivity(ctx, article),
        signer: SITE_ACTOR,
        inboxes: await followerInboxes(db, [SITE_ACTOR]),
        articleId: id,
      });
    for (const actor of actors.filter((candidate) => candidate.identifier !== SITE_ACTOR))
      queued += await queueDeliveries(ctx, {
        activity: announceActivity(ctx, actor.identifier, article),
        signer: actor.identifier,
        inboxes: await followerInboxes(db, [actor.identifier]),
        articleId: id,
      });
    await remember(ctx, id, article.publishedAt!.toISOString(), false);
  }

  const changed = await db.execute<{ id: string; gone: boolean }>(sql`
    SELECT s.article_id AS id, (a.id IS NULL OR a.status <> 'published') AS gone FROM ${fediverseArticleState} s
    LEFT JOIN articles a ON a.id = s.article_id
    WHERE NOT s.deleted AND (a.id IS NULL OR a.status <> 'published' OR a.corrected_at > s.updated_at)
    LIMIT ${PLAN_BATCH}`);
  for (const { id, gone } of changed.rows) {
    const article = gone ? null : await loadArticle(db, id);
    const current = article ? await actorsOfArticle(db, article) : [];
    const inboxes = [
      ...new Set([
        ...(await inboxesReached(db, id)),
        ...(await followerInboxes(
          db,
          current.map((actor) => actor.identifier),
        )),
      ]),
    ];
    if (article && !gone) {
      queued += await queueDeliveries(ctx, {
        activity: await updateActivity(ctx, article),
        signer: SITE_ACTOR,
        inboxes,
        articleId: id,
      });
      await remember(ctx, id, article.correctedAt!.toISOString(), false);
    } else {
      const version = String(Date.now());
      queued += await queueDeliveries(ctx, {
        activity: deleteActivity(ctx, { id }, version),
        signer: SITE_ACTOR,
        inboxes,
        articleId: article ? id : undefined,
      });
      await remember(ctx, id, version, true);
    }
  }
  return { queued };
}

async function remember(
  ctx: Context<FediverseContext>,
  articleId: string,
  version: string,
  deleted: boolean,
) {
  const now = new Date();
  await ctx.data.db
    .insert(fediverseArticleState)
    .values({ articleId, version, deleted, updatedAt: now })
    .onConflictDoUpdate({
      target: fediverseArticleState.articleId,
      set: { version, deleted, updatedAt: now },
    });
}
