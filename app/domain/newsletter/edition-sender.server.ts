import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { newsletterDeliveries, newsletterQueue } from '~/db/schema/newsletter';
import type { Mailer } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { isTransientMailFailure, mailFailureReason } from '~/domain/mail/transient-failure';
import { DigestEmail } from './emails/digest-email';
import { subscriberLinks, unsubscribeHeaders } from './subscriber-mail.server';

/** Tries per recipient; a transient failure goes back to the queue until then. */
const MAX_ATTEMPTS = 3;
/** How long a claimed recipient is this process's; past it another process may send it (same Message-ID). */
const LEASE_SECONDS = 120;

export type SendReport = { editions: number; sent: number; failed: number };

/**
 * Fixes an edition's recipients (confirmed subscribers not on pause), once: `draft` → `sending`. A second
 * call finds it sending and adds nobody, so a process that died while preparing is simply done again.
 */
async function prepare(db: AppServices['db'], editionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [edition] = await tx
      .select({ status: newsletterQueue.status })
      .from(newsletterQueue)
      .where(eq(newsletterQueue.id, editionId))
      .for('update');
    if (!edition || (edition.status !== 'draft' && edition.status !== 'preparing')) return;
    await tx.execute(sql`
      INSERT INTO newsletter_deliveries (edition_id, subscriber_id, email)
      SELECT ${editionId}, id, email FROM newsletter_subscribers
      WHERE status = 'confirmed' AND (paused_until IS NULL OR paused_until <= now())
      ON CONFLICT (edition_id, subscriber_id) DO NOTHING`);
    await tx.update(newsletterQueue).set({ status: 'sending' }).where(eq(newsletterQueue.id, editionId));
  });
}

type Claimed = { id: string; subscriberId: string; email: string; attempts: number };

async function claim(db: AppServices['db'], editionId: string, limit: number): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE newsletter_deliveries d SET status = 'sending', attempts = d.attempts + 1,
      locked_until = now() + ${LEASE_SECONDS} * interval '1 second'
    WHERE d.id IN (
      SELECT id FROM newsletter_deliveries
      WHERE edition_id = ${editionId}
        AND (status = 'queued' OR (status = 'sending' AND locked_until < now()))
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.subscriber_id AS "subscriberId", d.email, d.attempts`);
  return rows;
}

/**
 * Sends every edition that is due (scheduled time passed, draft or sending), in batches, recipient by
 * recipient, each marked sent or failed as it goes. Killed midway, the next run carries on from the rows
 * still queued; a recipient whose send was under way when the process died is sent again with the same
 * Message-ID (at most one per process), so mail programs show it once.
 */
export async function sendDueEditions(
  services: AppServices,
  mailer: Mailer,
  batchSize = 100,
): Promise<SendReport> {
  const { db, config } = services;
  const report: SendReport = { editions: 0, sent: 0, failed: 0 };
  const due = await db.execute<{ id: string }>(sql`
    SELECT id FROM newsletter_queue
    WHERE status IN ('draft', 'preparing', 'sending') AND scheduled_for <= now() ORDER BY scheduled_for`);
  const host = new URL(config.SITE_URL).hostname;
  for (const { id: editionId } of due.rows) {
    await prepare(db, editionId);
    const [edition] = await db.select().from(newsletterQueue).where(eq(newsletterQueue.id, editionId));
    if (!edition || edition.status !== 'sending') continue;
    // One sender per edition: the lock lives as long as this transaction's connection, so it is free again
    // the moment a sender stops or dies. Whoever holds it knows every row still `sending` is a dead sender's.
    const settled = await db.transaction(async (lock) => {
      const { rows } = await lock.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${`dropwire:edition:${editionId}`})) AS locked`,
      );
      if (!rows[0]?.locked) return false;
      await db
        .update(newsletterDeliveries)
        .set({ status: 'queued', lockedUntil: null })
        .where(
          sql`${newsletterDeliveries.editionId} = ${editionId} AND ${newsletterDeliveries.status} = 'sending'`,
        );
      report.editions++;
      await sendRecipients(services, mailer, edition, host, batchSize, report);
      return true;
    });
    if (!settled) continue;
    // Every recipient is settled: the edition is sent (a failed recipient keeps its reason on its row).
    await db.execute(sql`
      UPDATE newsletter_queue SET status = 'sent', sent_at = now()
      WHERE id = ${editionId} AND status = 'sending' AND NOT EXISTS (
        SELECT 1 FROM newsletter_deliveries WHERE edition_id = ${editionId} AND status IN ('queued', 'sending'))`);
  }
  return report;
}

/** Sends an edition to its queued recipients, batch after batch, each marked as it goes. */
async function sendRecipients(
  services: AppServices,
  mailer: Mailer,
  edition: typeof newsletterQueue.$inferSelect,
  host: string,
  batchSize: number,
  report: SendReport,
): Promise<void> {
  const { db, config } = services;
  for (;;) {
    const batch = await claim(db, edition.id, batchSize);
    if (batch.length === 0) break;
    for (const recipient of batch) {
      const links = subscriberLinks(config, recipient.subscriberId);
      const body = await renderEmail(
        createElement(DigestEmail, {
          siteName: config.SITE_NAME,
          siteUrl: config.SITE_URL,
          subject: edition.subject,
          content: edition.content,
          webUrl: null,
          ...links,
        }),
      );
      try {
        await mailer.send({
          to: recipient.email,
          subject: edition.subject,
          headers: unsubscribeHeaders(config, links.unsubscribeUrl),
          messageId: `<edition-${edition.id}.${recipient.subscriberId}@${host}>`,
          ...body,
        });
        await db
          .update(newsletterDeliveries)
          .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(newsletterDeliveries.id, recipient.id));
        report.sent++;
      } catch (error) {
        const retry = isTransientMailFailure(error) && recipient.attempts < MAX_ATTEMPTS;
        await db
          .update(newsletterDeliveries)
          .set({
            status: retry ? 'queued' : 'failed',
            lockedUntil: null,
            lastError: mailFailureReason(error),
          })
          .where(eq(newsletterDeliveries.id, recipient.id));
        if (!retry) report.failed++;
      }
    }
  }
}
