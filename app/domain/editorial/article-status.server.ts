import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { readArticle } from './article-rows.server';
import { allowedActions, scheduleRefusal } from './desk-actions';
import { articleNotFound, type DeskResult, refused } from './desk-change.server';

type StatusChange = {
  action: 'publish' | 'reject' | 'unpublish' | 'schedule' | 'unschedule';
  values: Partial<typeof articles.$inferInsert>;
  summary: (title: string) => string;
  /** Said when the article's status does not allow the change. */
  refusal: string;
};

/**
 * Changes an article's status or schedule, with its audit record, in one transaction. Readers see a change
 * of what is published at once: the content-change notice makes every web process drop its cached lists,
 * pages and feeds when the transaction commits.
 */
async function changeStatus(
  db: Database,
  actor: AuditActor,
  articleId: string,
  change: StatusChange,
  now: Date,
): Promise<DeskResult<{ title: string }>> {
  return changeForReaders<DeskResult<{ title: string }>>(db, actor, async (tx) => {
    const article = await readArticle(tx, articleId, { lock: true });
    if (!article) return unchanged(articleNotFound());
    const allowed = allowedActions(article.state.status);
    const permitted =
      change.action === 'unschedule' ? article.state.scheduledAt !== null : allowed[change.action];
    if (!permitted) return unchanged(refused('not_allowed', change.refusal));
    const [after] = await tx
      .update(articles)
      .set({ ...change.values, updatedAt: now })
      .where(eq(articles.id, articleId))
      .returning({
        status: articles.status,
        publishedAt: articles.publishedAt,
        scheduledAt: articles.scheduledAt,
      });
    const fields = (state: {
      status: string;
      publishedAt: string | Date | null;
      scheduledAt: string | Date | null;
    }) => ({
      status: state.status,
      publishedAt: state.publishedAt ? new Date(state.publishedAt).toISOString() : null,
      scheduledAt: state.scheduledAt ? new Date(state.scheduledAt).toISOString() : null,
    });
    return {
      value: { ok: true, title: article.state.title },
      audit: {
        action: `article.${change.action}`,
        entityType: 'article',
        entityId: articleId,
        summary: change.summary(article.state.title),
        before: fields(article.state),
        after: fields(after!),
      },
      readersSee: article.state.status === 'published' || after!.status === 'published',
    };
  });
}

/** Publishes an article now (a draft, one in review, or one rejected before); its schedule is dropped. */
export const publishArticle = (db: Database, actor: AuditActor, articleId: string, now = new Date()) =>
  changeStatus(
    db,
    actor,
    articleId,
    {
      action: 'publish',
      refusal: 'It is published already.',
      values: { status: 'published', publishedAt: now, scheduledAt: null },
      summary: (title) => `Published “${title}”`,
    },
    now,
  );

/** Rejects an article waiting for review: it leaves the queue and is never published by a schedule. */
export const rejectArticle = (db: Database, actor: AuditActor, articleId: string, now = new Date()) =>
  changeStatus(
    db,
    actor,
    articleId,
    {
      action: 'reject',
      refusal: 'Only an article waiting for review can be rejected; a published one is unpublished.',
      values: { status: 'rejected', scheduledAt: null },
      summary: (title) => `Rejected “${title}”`,
    },
    now,
  );

/** Takes a published article off the site, back into the review queue. */
export const unpublishArticle = (db: Database, actor: AuditActor, articleId: string, now = new Date()) =>
  changeStatus(
    db,
    actor,
    articleId,
    {
      action: 'unpublish',
      refusal: 'It is not published.',
      values: { status: 'in_review', publishedAt: null },
      summary: (title) => `Unpublished “${title}”`,
    },
    now,
  );

/** Sets when a waiting article publishes itself (`publishDueArticles` does it then). */
export async function scheduleArticle(
  db: Database,
  actor: AuditActor,
  articleId: string,
  at: Date,
  now = new Date(),
): Promise<DeskResult<{ title: string }>> {
  const refusal = scheduleRefusal(at, now);
  if (refusal) return refused('invalid', refusal);
  return changeStatus(
    db,
    actor,
    articleId,
    {
      action: 'schedule',
      refusal: 'Only an article waiting for review can be scheduled.',
      values: { scheduledAt: at },
      summary: (title) => `Scheduled “${title}” for ${at.toISOString()}`,
    },
    now,
  );
}

/** Drops an article's schedule: it waits in the queue again. */
export const unscheduleArticle = (db: Database, actor: AuditActor, articleId: string, now = new Date()) =>
  changeStatus(
    db,
    actor,
    articleId,
    {
      action: 'unschedule',
      refusal: 'It is not scheduled.',
      values: { scheduledAt: null },
      summary: (title) => `Unscheduled “${title}”`,
    },
    now,
  );
