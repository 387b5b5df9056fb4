import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources, articleTags } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import {
  lockStoriesForDesk,
  mergeStoryItems,
  storyItemIds,
} from '~/domain/newsroom/store/story-moves.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { type ArticleRow, readArticle } from './article-rows.server';
import { articleNotFound, type DeskResult, refused } from './desk-change.server';

type MergeOutcome = DeskResult<{ title: string; otherTitle: string }>;

/**
 * Merges the story of one article (`fromArticleId`) into another's (`intoArticleId`): its items move over,
 * the surviving article credits their sources and gains their tags, and the other article is rejected and
 * let go of its emptied story. A published article is never merged away (unpublish it first); it may take
 * another story in, and readers then see the longer sources list at once.
 *
 * The items move through the newsroom's store, under its write lock, so no crawl groups items while they
 * move and every worker's story index finds them under the surviving story from its next batch on.
 */
export async function mergeStories(
  db: Database,
  actor: AuditActor,
  { intoArticleId, fromArticleId }: { intoArticleId: string; fromArticleId: string },
  now = new Date(),
): Promise<MergeOutcome> {
  if (intoArticleId === fromArticleId) return refused('invalid', 'Choose another story to merge.');
  return changeForReaders<MergeOutcome>(db, actor, async (tx) => {
    await lockStoriesForDesk(tx);
    // Locked in id order, so two merges of the same pair never deadlock.
    const locked = new Map<string, ArticleRow | undefined>();
    for (const id of [intoArticleId, fromArticleId].sort())
      locked.set(id, await readArticle(tx, id, { lock: true }));
    const into = locked.get(intoArticleId);
    const from = locked.get(fromArticleId);
    if (!into) return unchanged(articleNotFound());
    if (!from) return unchanged(refused('not_found', 'The story to merge does not exist (any more).'));
    if (!into.storyId || !from.storyId)
      return unchanged(refused('invalid', 'Only articles the newsroom made from stories can be merged.'));
    if (from.state.status === 'published')
      return unchanged(
        refused('not_allowed', `“${from.state.title}” is published: unpublish it before merging it away.`),
      );

    const before = await storyItemIds(tx, into.storyId);
    const moved = await mergeStoryItems(tx, { fromStoryId: from.storyId, intoStoryId: into.storyId }, now);
    // The surviving article credits the other's sources after its own, and carries its tags too.
    await tx.execute(sql`
      INSERT INTO ${articleSources} (article_id, name, url, feed_item_id, position, published_at)
      SELECT ${intoArticleId}::uuid, s.name, s.url, s.feed_item_id,
        s.position + 1 + coalesce((SELECT max(position) FROM ${articleSources} WHERE article_id = ${intoArticleId}::uuid), 0),
        s.published_at
      FROM ${articleSources} s WHERE s.article_id = ${fromArticleId}::uuid
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO ${articleTags} (article_id, tag_id)
      SELECT ${intoArticleId}::uuid, tag_id FROM ${articleTags} WHERE article_id = ${fromArticleId}::uuid
      ON CONFLICT DO NOTHING`);
    await tx
      .update(articles)
      .set({ status: 'rejected', storyId: null, scheduledAt: null, updatedAt: now })
      .where(eq(articles.id, fromArticleId));
    await tx.update(articles).set({ updatedAt: now }).where(eq(articles.id, intoArticleId));

    const merged = {
      action: 'story.merge',
      entityType: 'article',
      entityId: intoArticleId,
      summary: `Merged “${from.state.title}” into “${into.state.title}”`,
      before: { storyId: into.storyId, items: before },
      after: {
        storyId: into.storyId,
        items: await storyItemIds(tx, into.storyId),
        mergedFrom: { articleId: fromArticleId, storyId: from.storyId, items: moved },
      },
    };
    const rejected = {
      action: 'article.reject',
      entityType: 'article',
      entityId: fromArticleId,
      summary: `Rejected “${from.state.title}”: merged into “${into.state.title}”`,
      before: { status: from.state.status, storyId: from.storyId, scheduledAt: from.state.scheduledAt },
      after: { status: 'rejected', storyId: null, scheduledAt: null, mergedInto: intoArticleId },
    };
    return {
      value: { ok: true, title: into.state.title, otherTitle: from.state.title },
      audit: [merged, rejected],
      readersSee: into.state.status === 'published',
    };
  });
}
