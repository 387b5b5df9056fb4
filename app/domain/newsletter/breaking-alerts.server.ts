import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { articles } from '~/db/schema/content';
import { newsletterQueue } from '~/db/schema/newsletter';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import type { BreakingAlertInput } from './breaking-alert-form';
import { cutText } from './digest-edition';
import { BREAKING_ALERT, editionTopics } from './edition-audience';
import { prepareEdition } from './edition-recipients.server';

const EXCERPT_LENGTH = 280;
/** Stories an alert may be about: published in the last few days (older news is not breaking). */
const CANDIDATE_DAYS = 3;

export type StartedAlert =
  { ok: true; id: string; recipients: number; skipped: number } | { ok: false; reason: string };

/**
 * Starts a breaking alert: an edition of type `breaking` about one published story, due at once, its
 * recipients fixed here and now (edition-recipients.server.ts: the story's topic, daily and instant readers,
 * and nobody who had this month's two alerts), so the editor learns at once how many get it and how many
 * were skipped. The sender sends it like any edition, at its next run (the desk starts one at once).
 */
export async function startBreakingAlert(
  services: AppServices,
  actor: AuditActor,
  input: BreakingAlertInput,
): Promise<StartedAlert> {
  const { db } = services;
  const [story] = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      summary: articles.summary,
      category: articles.category,
    })
    .from(articles)
    .where(and(eq(articles.id, input.articleId), eq(articles.status, 'published')));
  if (!story) return { ok: false, reason: 'that story is not published' };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterQueue)
      .values({
        type: BREAKING_ALERT,
        subject: input.subject,
        content: {
          articles: [
            { title: story.title, slug: story.slug, excerpt: cutText(story.summary, EXCERPT_LENGTH) },
          ],
          featuredContent: input.text,
        },
        topics: editionTopics([story.category]),
        status: 'draft',
        scheduledFor: new Date(),
      })
      .returning({ id: newsletterQueue.id });
    await recordAudit(tx, actor, {
      action: 'newsletter.breaking_alert',
      entityType: 'newsletter_edition',
      entityId: row!.id,
      summary: `Breaking alert “${input.subject}” about “${story.title}”`,
      after: { subject: input.subject, text: input.text, articleId: story.id },
    });
    return row!.id;
  });
  // The minutely sender may have fixed the recipients first; then they are read back, the same figures.
  const prepared = (await prepareEdition(db, id)) ?? (await preparedCounts(services, id));
  return { ok: true, id, ...prepared };
}

async function preparedCounts(services: AppServices, id: string) {
  const { rows } = await services.db.execute<{ recipients: number; skipped: number }>(sql`
    SELECT (SELECT count(*)::int FROM newsletter_deliveries WHERE edition_id = ${id}) AS recipients,
      skipped_recipients AS skipped FROM newsletter_queue WHERE id = ${id}`);
  return rows[0] ?? { recipients: 0, skipped: 0 };
}

export type AlertSummary = {
  id: string;
  subject: string;
  status: string;
  scheduledFor: Date;
  skipped: number;
  sent: number;
  failed: number;
  waiting: number;
};

/** The latest alerts with how each went, newest first, for the desk. */
export async function recentBreakingAlerts(services: AppServices, limit = 20): Promise<AlertSummary[]> {
  const { rows } = await services.db.execute<AlertSummary>(sql`
    SELECT q.id, q.subject, q.status, q.scheduled_for AS "scheduledFor", q.skipped_recipients AS skipped,
      count(d.id) FILTER (WHERE d.status = 'sent')::int AS sent,
      count(d.id) FILTER (WHERE d.status = 'failed')::int AS failed,
      count(d.id) FILTER (WHERE d.status IN ('queued', 'sending'))::int AS waiting
    FROM newsletter_queue q LEFT JOIN newsletter_deliveries d ON d.edition_id = q.id
    WHERE q.type = ${BREAKING_ALERT}
    GROUP BY q.id ORDER BY q.scheduled_for DESC LIMIT ${limit}`);
  return rows.map((row) => ({ ...row, scheduledFor: new Date(row.scheduledFor) }));
}

/** Published stories of the last few days, newest first: what an alert may be about. */
export async function alertCandidates(services: AppServices) {
  return services.db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        sql`${articles.publishedAt} > now() - ${CANDIDATE_DAYS} * interval '1 day'`,
      ),
    )
    .orderBy(sql`${articles.publishedAt} DESC NULLS LAST`, desc(articles.id))
    .limit(50);
}
