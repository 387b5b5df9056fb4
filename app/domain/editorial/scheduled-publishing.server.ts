import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';

/** Who publishes scheduled articles, as the audit log names it. */
const SCHEDULER_ACTOR: AuditActor = { id: null, email: 'scheduler' };

/** Articles published per run at most; a longer backlog is published by the next runs. */
const BATCH = 100;

/**
 * What is due, in one statement: articles still waiting for review whose scheduled time has come, earliest
 * first, as many as a run publishes. Spelt as `articles_scheduled_idx` says (scheduled, not published), so
 * it reads only scheduled rows; a rejected article is never due. Under `lock`, rows another run holds are
 * skipped rather than waited for, so two workers never publish one article twice.
 */
function dueArticlesStatement(now: Date, { lock = false, limit = BATCH } = {}) {
  return sql`
    SELECT id, title, status, scheduled_at FROM ${articles}
    WHERE scheduled_at IS NOT NULL AND status <> 'published' AND status <> 'rejected'
      AND scheduled_at <= ${now.toISOString()}
    ORDER BY scheduled_at, id
    LIMIT ${limit}
    ${lock ? sql`FOR UPDATE SKIP LOCKED` : sql``}`;
}

export type DueArticle = { id: string; title: string; scheduledAt: string };

/** The articles due for publication at `now` (read only). */
export async function dueArticles(db: Database, now: Date): Promise<DueArticle[]> {
  const { rows } = await db.execute<{ id: string; title: string; scheduled_at: Date }>(
    dueArticlesStatement(now),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    scheduledAt: new Date(row.scheduled_at).toISOString(),
  }));
}

/**
 * Publishes what is due, each with its audit record, in one transaction, and tells the web processes once.
 * Idempotent: a published article is no longer due, so a second run (or a second worker) publishes nothing
 * again. Returns what it published.
 */
export async function publishDueArticles(db: Database, now = new Date()): Promise<DueArticle[]> {
  return changeForReaders<DueArticle[]>(db, SCHEDULER_ACTOR, async (tx) => {
    const { rows } = await tx.execute<{ id: string; title: string; status: string; scheduled_at: Date }>(
      dueArticlesStatement(now, { lock: true }),
    );
    if (rows.length === 0) return unchanged([]);
    const due = rows.map((row) => ({
      id: row.id,
      title: row.title,
      scheduledAt: new Date(row.scheduled_at).toISOString(),
    }));
    await tx.execute(sql`
      UPDATE ${articles} SET status = 'published', published_at = ${now.toISOString()}, scheduled_at = NULL,
        updated_at = ${now.toISOString()}
      WHERE id IN (${sql.join(
        due.map((article) => sql`${article.id}::uuid`),
        sql`, `,
      )})`);
    return {
      value: due,
      audit: due.map((article, index) => ({
        action: 'article.publish',
        entityType: 'article',
        entityId: article.id,
        summary: `Published “${article.title}” as scheduled`,
        before: { status: rows[index]!.status, publishedAt: null, scheduledAt: article.scheduledAt },
        after: { status: 'published', publishedAt: now.toISOString(), scheduledAt: null },
      })),
    };
  });
}
