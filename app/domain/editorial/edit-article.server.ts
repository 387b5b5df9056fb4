import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { retitleStory } from '~/domain/newsroom/store/story-moves.server';
import { htmlToText, readTimeMinutes } from '~/lib/html';
import { type ArticleEdit, planArticleEdit } from './article-edit';
import { readArticle } from './article-rows.server';
import { replaceArticleTags, resolveTagNames } from './article-tags.server';
import { recordCategoryLabel } from './category-labels.server';
import { articleNotFound, type DeskResult, refused } from './desk-change.server';

export type EditOutcome = DeskResult<{ title: string; unchanged: boolean; corrected: boolean }>;

/**
 * Saves an editor's edit of an article: words (the body through the sanitiser), category, tags, cover, and
 * for a published article the correction note readers see. `version` is the article's updated time when
 * the editor opened it: if someone changed it since, nothing is saved and the editor is told (saving again
 * then overwrites). A new category is kept as a labelled example for the classifier. The story keeps the
 * article's headline and category, as the newsroom keeps them.
 */
export async function editArticle(
  db: Database,
  actor: AuditActor,
  articleId: string,
  edit: ArticleEdit & { version?: string },
  now = new Date(),
): Promise<EditOutcome> {
  return changeForReaders<EditOutcome>(db, actor, async (tx) => {
    const article = await readArticle(tx, articleId, { lock: true });
    if (!article) return unchanged(articleNotFound());
    if (edit.version && edit.version !== article.updatedAt.toISOString())
      return unchanged(
        refused(
          'conflict',
          'Someone changed this article since you opened it. Your text is kept below: save again to replace their change.',
        ),
      );
    const resolved = await resolveTagNames(tx, edit.tags);
    const plan = planArticleEdit(article.state, { ...edit, tags: resolved.map((tag) => tag.name) });
    if (!plan.ok)
      return unchanged(
        refused(
          'invalid',
          'Say what changed in a correction note: readers of a published article see it under the article.',
        ),
      );
    if (plan.unchanged)
      return unchanged({ ok: true, title: article.state.title, unchanged: true, corrected: false });
    const { after } = plan;
    await tx
      .update(articles)
      .set({
        title: after.title,
        summary: after.summary,
        content: after.content,
        category: after.category,
        coverImageUrl: after.coverImageUrl,
        coverImageAlt: after.coverImageAlt,
        readTime: readTimeMinutes(htmlToText(`${after.summary} ${after.content}`)),
        updatedAt: now,
        ...(plan.correction ? { correctionNote: plan.correction, correctedAt: now } : {}),
      })
      .where(eq(articles.id, articleId));
    if ('tags' in plan.changed.after) await replaceArticleTags(tx, articleId, resolved);
    if (article.storyId && ('title' in plan.changed.after || plan.categoryChanged))
      await retitleStory(tx, article.storyId, { title: after.title, category: after.category }, now);
    if (plan.categoryChanged)
      await recordCategoryLabel(tx, {
        articleId,
        title: article.state.title,
        lead: article.state.summary,
        predicted: article.state.category,
        category: after.category,
        labelledBy: actor.email,
      });
    return {
      value: { ok: true, title: after.title, unchanged: false, corrected: Boolean(plan.correction) },
      audit: {
        action: plan.correction ? 'article.correct' : 'article.update',
        entityType: 'article',
        entityId: articleId,
        summary: `${plan.correction ? 'Corrected' : 'Edited'} “${after.title}” (${Object.keys(plan.changed.after).join(', ')})`,
        before: plan.changed.before,
        after: plan.changed.after,
      },
      readersSee: article.state.status === 'published',
    };
  });
}
