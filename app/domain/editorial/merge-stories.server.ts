import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources, articleTags } from '~/db/schema/content';
import { feedItems, stories } from '~/db/schema/newsroom';
import { type AuditActor, recordAudit } from '~/domain/auth/audit.server';
import { announceContentChange } from '~/domain/content/content-changes.server';
import { takeWriteLock } from '~/domain/newsroom/store/write-transaction.server';
import { type ArticleRow, readArticle } from './article-rows.server';
import { articleNotFound, type DeskResult, inDeskTransaction, refused } from './desk-change.server';
import { refreshStoryCounts, storyItemIds } from './story-rows.server';

/**
 * Merges the story of one article (`fromArticleId`) into another's (`intoArticleId`): its items move over,
 * the surviving article credits their sources and gains their tags, and the other article is rejected and
 * let go of its emptied story. A published article is never merged away (unpublish it first); it may take
 * another story in, and readers then see the longer sources list at once.
 *
 * Runs under the newsroom's write lock, so no crawl groups items while they move. The emptied story row is
 * kept: a worker's story index may still name it for up to an hour, and a report joining it then gets an
 * article of its own in the queue rather than failing.
 */
export async function mergeStories(
  db: Database,
  actor: AuditActor,
  { intoArticleId, fromArticleId }: { intoArticleId: string; fromArticleId: string },
  now = new Date(),
): Promise<DeskResult<{ title: string; otherTitle: string }>> {
  if (intoArticleId === fromArticleId) return refused('invalid', 'Choose another story to merge.');
  return inDeskTransaction(db, async (tx) => {
    await takeWriteLock(tx);
    // Locked in id order, so two merges of the same pair never deadlock.
    const locked = new Map<string, ArticleRow | undefined>();
    for (const id of [intoArticleId, fromArticleId].sort())
      locked.set(id, await readArticle(tx, id, { lock: true }));
    const into = locked.get(intoArticleId);
    const from = locked.get(fromArticleId);
    if (!into) return articleNotFound();
    if (!from) return refused('not_found', 'The story to merge does not exist (any more).');
    if (!into.storyId || !from.storyId)
      return refused('invalid', 'Only articles the newsroom made from stories can be merged.');
    if (from.state.status === 'published')
      return refused(
        'not_allowed',
        `“${from.state.title}” is published: unpublish it before merging it away.`,
      );

    const before = await storyItemIds(tx, into.storyId);
    const moved = (
      await tx
        .update(feedItems)
        .set({ storyId: into.storyId })
        .where(eq(feedItems.storyId, from.storyId))
        .returning({ id: feedItems.id })
    ).map((row) => row.id);
    await refreshStoryCounts(tx, into.storyId, now);
    await tx
      .update(stories)
      .set({ itemCount: 0, articleId: null, updatedAt: now })
      .where(eq(stories.id, from.storyId));
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

    await recordAudit(tx, actor, {
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
    });
    await recordAudit(tx, actor, {
      action: 'article.reject',
      entityType: 'article',
      entityId: fromArticleId,
      summary: `Rejected “${from.state.title}”: merged into “${into.state.title}”`,
      before: { status: from.state.status, storyId: from.storyId, scheduledAt: from.state.scheduledAt },
      after: { status: 'rejected', storyId: null, scheduledAt: null, mergedInto: intoArticleId },
    });
    if (into.state.status === 'published') await announceContentChange(tx);
    return { ok: true, title: into.state.title, otherTitle: from.state.title };
  });
}
