import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources } from '~/db/schema/content';
import { feedItems, sources, stories } from '~/db/schema/newsroom';
import { type AuditActor, recordAudit } from '~/domain/auth/audit.server';
import { announceContentChange } from '~/domain/content/content-changes.server';
import { composeArticles, type StoryItem } from '~/domain/newsroom/publish/compose-articles';
import { deskAuthorId, insertArticles, insertArticleSources } from '~/domain/newsroom/store/articles.server';
import { loadLexicon } from '~/domain/newsroom/store/lexicon.server';
import { linkStoriesToArticles } from '~/domain/newsroom/store/stories.server';
import { tagArticles } from '~/domain/newsroom/store/tags.server';
import { takeWriteLock } from '~/domain/newsroom/store/write-transaction.server';
import { uuidv7 } from '~/lib/uuid';
import { readArticle } from './article-rows.server';
import { articleNotFound, type DeskResult, inDeskTransaction, refused } from './desk-change.server';
import { refreshStoryCounts, storyItemIds } from './story-rows.server';

/** An item with what composing its article needs from its source. */
async function lockedItem(tx: Database, itemId: string) {
  const { rows } = await tx.execute<{
    id: string;
    story_id: string | null;
    title: string;
    summary: string;
    content_text: string;
    url: string | null;
    image_url: string | null;
    language: string | null;
    published_at: Date;
    source_name: string;
    source_category: string;
  }>(sql`
    SELECT i.id, i.story_id, i.title, i.summary, i.content_text, i.url, i.image_url, i.language, i.published_at,
      so.name AS source_name, so.category AS source_category
    FROM ${feedItems} i JOIN ${sources} so ON so.id = i.source_id
    WHERE i.id = ${itemId}::uuid FOR UPDATE OF i`);
  return rows[0];
}

/**
 * Splits one report out of an article's story: it becomes a story of its own with a new draft, composed by
 * the newsroom's own rules (headline, summary, quotes, category, tags), waiting in the queue and never
 * published by this. The article no longer credits it. Under the newsroom's write lock, like a merge.
 */
export async function splitStoryItem(
  db: Database,
  actor: AuditActor,
  { articleId, itemId }: { articleId: string; itemId: string },
  now = new Date(),
): Promise<DeskResult<{ title: string; newArticleId: string; newTitle: string }>> {
  return inDeskTransaction(db, async (tx) => {
    await takeWriteLock(tx);
    const article = await readArticle(tx, articleId, { lock: true });
    if (!article) return articleNotFound();
    const item = await lockedItem(tx, itemId);
    if (!article.storyId || !item || item.story_id !== article.storyId)
      return refused('not_found', 'That report is not part of this story (any more).');
    const before = await storyItemIds(tx, article.storyId);
    if (before.length < 2) return refused('not_allowed', 'A story of one report has nothing to split off.');

    const publishedAt = new Date(item.published_at);
    const storyId = uuidv7(now.getTime());
    await tx.insert(stories).values({
      id: storyId,
      title: item.title,
      firstItemId: item.id,
      firstSeenAt: publishedAt,
      lastItemAt: publishedAt,
      itemCount: 1,
    });
    await tx.update(feedItems).set({ storyId }).where(eq(feedItems.id, item.id));
    await refreshStoryCounts(tx, article.storyId, now);
    await tx.execute(
      sql`DELETE FROM ${articleSources} WHERE article_id = ${articleId}::uuid AND feed_item_id = ${item.id}::uuid`,
    );

    const own: StoryItem = {
      id: item.id,
      title: item.title,
      summary: item.summary,
      contentText: item.content_text,
      url: item.url,
      imageUrl: item.image_url,
      language: item.language,
      publishedAt,
      sourceName: item.source_name,
      sourceCategory: item.source_category,
      // A split is the editor's work: its article waits for review whatever the source's policy.
      autoPublish: false,
    };
    const composed = composeArticles(new Map([[storyId, [own]]]), {
      lexicon: await loadLexicon(tx),
      authorId: article.authorId ?? (await deskAuthorId(tx)),
      now,
    }).get(storyId)!;
    const created = await insertArticles(tx, [composed.draft]);
    const newArticleId = created.get(storyId)!;
    await linkStoriesToArticles(tx, [
      { storyId, articleId: newArticleId, category: composed.draft.category, title: composed.draft.title },
    ]);
    if (item.url)
      await insertArticleSources(tx, [
        {
          articleId: newArticleId,
          name: item.source_name,
          url: item.url,
          feedItemId: item.id,
          position: 0,
          publishedAt,
        },
      ]);
    await tagArticles(tx, [{ articleId: newArticleId, names: composed.tags }]);
    await tx.update(articles).set({ updatedAt: now }).where(eq(articles.id, articleId));

    await recordAudit(tx, actor, {
      action: 'story.split',
      entityType: 'article',
      entityId: articleId,
      summary: `Split “${item.title}” (${item.source_name}) out of “${article.state.title}”`,
      before: { storyId: article.storyId, items: before },
      after: {
        storyId: article.storyId,
        items: await storyItemIds(tx, article.storyId),
        splitOff: { itemId: item.id, storyId, articleId: newArticleId },
      },
    });
    await recordAudit(tx, actor, {
      action: 'article.create',
      entityType: 'article',
      entityId: newArticleId,
      summary: `Drafted “${composed.draft.title}” from a report split out of “${article.state.title}”`,
      after: {
        title: composed.draft.title,
        status: composed.draft.status,
        category: composed.draft.category,
        storyId,
        tags: composed.tags.map((tag) => tag.name),
      },
    });
    if (article.state.status === 'published') await announceContentChange(tx);
    return { ok: true, title: article.state.title, newArticleId, newTitle: composed.draft.title };
  });
}
