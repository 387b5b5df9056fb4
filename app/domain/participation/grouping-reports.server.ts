import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { articles, articleSources } from '~/db/schema/content';
import { groupingProblems, groupingReports, type groupingReportStatuses } from '~/db/schema/participation';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import { multiLine } from '~/lib/form-text';
import { type Sender, rateLimits } from '../rate-limits/rate-limit.server';
import { type StoreResult, storeOnce } from './store-once.server';

export const groupingReportSchema = z.object({
  problem: z.enum(groupingProblems, { error: 'Please choose what is wrong with the grouping' }),
  // One of the article's credited addresses, checked against them when stored; empty means "not one".
  source: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().max(2000, 'Please choose one of the sources listed').optional(),
  ),
  note: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    multiLine('Your note').max(1000, 'Please keep the note under 1,000 characters').optional(),
  ),
});

export type GroupingReportInput = z.infer<typeof groupingReportSchema>;

export type GroupingReportResult =
  StoreResult | { ok: false; reason: 'not_found' } | { ok: false; reason: 'unknown_source' };

/**
 * Stores a reader's report that a published article groups the wrong sources, for the desk's review area:
 * within the sender's rate limit, the same report resent within a minute stored once. A named source must be
 * one the article credits, so a report never carries an outside address onto the desk.
 */
export async function submitGroupingReport(
  db: Database,
  slug: string,
  input: GroupingReportInput,
  sender: Sender,
): Promise<GroupingReportResult> {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.status, 'published')))
    .limit(1);
  if (!article) return { ok: false, reason: 'not_found' };
  if (input.source) {
    const [credited] = await db
      .select({ url: articleSources.url })
      .from(articleSources)
      .where(and(eq(articleSources.articleId, article.id), eq(articleSources.url, input.source)))
      .limit(1);
    if (!credited) return { ok: false, reason: 'unknown_source' };
  }
  return storeOnce(db, {
    table: groupingReports,
    fields: {
      articleId: article.id,
      problem: input.problem,
      sourceUrl: input.source ?? null,
      note: input.note ?? null,
    },
    rule: rateLimits.groupingReports,
    sender,
  });
}

export type GroupingReportStatus = (typeof groupingReportStatuses)[number];

/** The reports the desk lists, newest first, with the article each is about; `status` picks new or handled. */
export async function listGroupingReports(db: Database, status: GroupingReportStatus, limit = 100) {
  return db
    .select({
      id: groupingReports.id,
      problem: groupingReports.problem,
      sourceUrl: groupingReports.sourceUrl,
      note: groupingReports.note,
      status: groupingReports.status,
      createdAt: groupingReports.createdAt,
      articleId: articles.id,
      articleTitle: articles.title,
      articleSlug: articles.slug,
      sourceName: sql<string | null>`(
        SELECT s.name FROM ${articleSources} s
        WHERE s.article_id = ${groupingReports.articleId} AND s.url = ${groupingReports.sourceUrl} LIMIT 1)`,
    })
    .from(groupingReports)
    .innerJoin(articles, eq(articles.id, groupingReports.articleId))
    .where(eq(groupingReports.status, status))
    .orderBy(desc(groupingReports.createdAt), desc(groupingReports.id))
    .limit(limit);
}

/** Marks a report handled or new again, in the audit log in the same transaction; false when it is gone. */
export async function setGroupingReportStatus(
  db: Database,
  actor: AuditActor,
  id: string,
  status: GroupingReportStatus,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx
      .select({ status: groupingReports.status, title: articles.title })
      .from(groupingReports)
      .innerJoin(articles, eq(articles.id, groupingReports.articleId))
      .where(eq(groupingReports.id, id))
      .for('update', { of: groupingReports });
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(groupingReports).set({ status, updatedAt: new Date() }).where(eq(groupingReports.id, id));
    await recordAudit(tx, actor, {
      action: 'grouping_report.status',
      entityType: 'grouping_report',
      entityId: id,
      summary: `Marked a grouping report on “${current.title}” ${status}`,
      before: { status: current.status },
      after: { status },
    });
    return true;
  });
}
