import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { arrayParam } from '~/db/array-param.server';
import { newsletterQueue } from '~/db/schema/newsletter';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { BREAKING_ALERT, BREAKING_ALERTS_PER_MONTH, frequenciesFor } from './edition-audience';

/** Who the audit log names for what the sender does on its own. */
export const NEWSLETTER_SENDER: AuditActor = { id: null, email: 'newsletter sender' };

/** The calendar whose months the breaking-alert cap counts (the schedules' time zone). */
const CAP_TIME_ZONE = 'Europe/Berlin';

export type PreparedEdition = { recipients: number; skipped: number };

/**
 * The `WITH` part every recipient question starts from: `eligible`, the confirmed subscribers not on pause
 * whose frequency and topics take the edition, and `month_alerts`, for a breaking alert, those who already
 * have this month's alerts (queued, under way or sent; a failed one never arrived). Empty for other types.
 */
function audience(editionId: string, type: string) {
  return sql`
    WITH edition AS (SELECT topics FROM newsletter_queue WHERE id = ${editionId}),
    eligible AS (
      SELECT s.id, s.email FROM newsletter_subscribers s, edition e
      WHERE s.status = 'confirmed' AND (s.paused_until IS NULL OR s.paused_until <= now())
        AND s.frequency = ANY(${arrayParam(frequenciesFor(type), 'text')})
        AND (cardinality(s.topics) = 0 OR cardinality(e.topics) = 0 OR s.topics && e.topics)),
    month_alerts AS (
      SELECT d.subscriber_id FROM newsletter_queue q JOIN newsletter_deliveries d ON d.edition_id = q.id
      WHERE ${type === BREAKING_ALERT} AND q.type = ${BREAKING_ALERT} AND q.id <> ${editionId}
        AND d.status <> 'failed'
        AND q.scheduled_for >= (date_trunc('month', now() AT TIME ZONE ${CAP_TIME_ZONE}) AT TIME ZONE ${CAP_TIME_ZONE})
      GROUP BY d.subscriber_id HAVING count(*) >= ${BREAKING_ALERTS_PER_MONTH})`;
}

/** Who an edition not yet prepared would go to, and who it would skip (for `digest send --dry-run`). */
export async function plannedRecipients(
  db: Database,
  edition: { id: string; type: string },
): Promise<PreparedEdition> {
  const { rows } = await db.execute<PreparedEdition>(sql`
    ${audience(edition.id, edition.type)}
    SELECT (SELECT count(*)::int FROM eligible e
        WHERE NOT EXISTS (SELECT 1 FROM month_alerts m WHERE m.subscriber_id = e.id)) AS recipients,
      (SELECT count(*)::int FROM eligible e JOIN month_alerts m ON m.subscriber_id = e.id) AS skipped`);
  return rows[0]!;
}

/**
 * Fixes an edition's recipients, once: `draft` → `sending`, one `newsletter_deliveries` row for each confirmed
 * subscriber not on pause whose topics and frequency take it (edition-audience.ts). For a breaking alert the
 * same statement leaves out whoever already has this month's alerts, and counts them. A second call finds the edition sending and adds nobody, so a
 * process that died while preparing is simply done again; an advisory lock keeps two alerts prepared at
 * once from both counting a subscriber under the cap.
 */
export async function prepareEdition(db: Database, editionId: string): Promise<PreparedEdition | undefined> {
  return changeForReaders<PreparedEdition | undefined>(db, NEWSLETTER_SENDER, async (tx) => {
    const [edition] = await tx
      .select({
        status: newsletterQueue.status,
        type: newsletterQueue.type,
        subject: newsletterQueue.subject,
        slug: newsletterQueue.slug,
      })
      .from(newsletterQueue)
      .where(eq(newsletterQueue.id, editionId))
      .for('update');
    if (!edition || (edition.status !== 'draft' && edition.status !== 'preparing'))
      return unchanged(undefined);
    if (edition.type === BREAKING_ALERT)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dropwire:breaking-cap'))`);
    const { rows } = await tx.execute<{ recipients: number; skipped: number }>(sql`
      ${audience(editionId, edition.type)},
      added AS (
        INSERT INTO newsletter_deliveries (edition_id, subscriber_id, email)
        SELECT ${editionId}, e.id, e.email FROM eligible e
        WHERE NOT EXISTS (SELECT 1 FROM month_alerts m WHERE m.subscriber_id = e.id)
        ON CONFLICT (edition_id, subscriber_id) DO NOTHING RETURNING 1)
      SELECT (SELECT count(*)::int FROM added) AS recipients,
        (SELECT count(*)::int FROM eligible e JOIN month_alerts m ON m.subscriber_id = e.id) AS skipped`);
    const { recipients, skipped } = rows[0]!;
    await tx
      .update(newsletterQueue)
      .set({ status: 'sending', skippedRecipients: skipped })
      .where(eq(newsletterQueue.id, editionId));
    return {
      value: { recipients, skipped },
      audit: {
        action: 'newsletter_edition.send',
        entityType: 'newsletter_edition',
        entityId: editionId,
        summary: `Started sending “${edition.subject}” to ${recipients} subscriber${recipients === 1 ? '' : 's'}`,
        before: { status: edition.status },
        after: { status: 'sending', recipients, skipped },
      },
      // From `sending` on, an edition with a slug is on the web (editions.server.ts): its page and the archive
      // change, so cached pages go.
      readersSee: edition.slug !== null,
    };
  });
}
