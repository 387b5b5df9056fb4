import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import { composeArticles, type StoryItem } from '~/domain/newsroom/publish/compose-articles';
import { deskAuthorId, insertArticles, insertArticleSources } from '~/domain/newsroom/store/articles.server';
import { loadLexicon } from '~/domain/newsroom/store/lexicon.server';
import { linkStoriesToArticles } from '~/domain/newsroom/store/stories.server';
import { tagArticles } from '~/domain/newsroom/store/tags.server';
import {
  itemToSplit,
  lockStoriesForDesk,
  splitItemIntoStory,
  storyItemIds,
} from '~/domain/newsroom/store/story-moves.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { readArticle } from './article-rows.server';
import { articleNotFound, type DeskResult, refused } from './desk-change.server';

type SplitOutcome = DeskResult<{ title: string; newArticleId: string; newTitle: string }>;

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
): Promise<SplitOutcome> {
  return changeForReaders<SplitOutcome>(db, actor, async (tx) => {
    await lockStoriesForDesk(tx);
    const article = await readArticle(tx, articleId, { lock: true });
    if (!article) return unchanged(articleNotFound());
    const item = await itemToSplit(tx, itemId);
    if (!article.storyId || !item || item.story_id !== article.storyId)
      return unchanged(refused('not_found', 'That report is not part of this story (any more).'));
    const before = await storyItemIds(tx, article.storyId);
    if (before.length < 2)
      return unchanged(refused('not_allowed', 'A story of one report has nothing to split off.'));

    const publishedAt = new Date(item.published_at);
    const storyId = await splitItemIntoStory(
      tx,
      { id: item.id, title: item.title, publishedAt, fromStoryId: article.storyId },
      now,
    );
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

    const split = {
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
    };
    const drafted = {
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
    };
    return {
      value: { ok: true, title: article.state.title, newArticleId, newTitle: composed.draft.title },
      audit: [split, drafted],
      readersSee: article.state.status === 'published',
    };
  });
}
