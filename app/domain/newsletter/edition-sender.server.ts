import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { newsletterDeliveries, newsletterQueue } from '~/db/schema/newsletter';
import type { Mailer } from '~/domain/mail/mailer.server';
import { isTransientMailFailure, mailFailureReason } from '~/domain/mail/transient-failure';
import { deliveryMarks, type DeliveryMarks } from './delivery-marks.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { NEWSLETTER_SENDER, prepareEdition } from './edition-recipients.server';
import { personalise, renderEditionTemplate, type EditionTemplate } from './edition-template.server';
import { linkKey, subscriberLinks, unsubscribeHeaders } from './subscriber-mail.server';

/** Tries per recipient; a transient failure goes back to the queue until then. */
const MAX_ATTEMPTS = 3;
/** Recipients claimed in one statement (rows `sending`: this sender's, while it holds the edition's lock). */
const CLAIM_BATCH = 500;
/**
 * Messages handed to the transport at once: enough to keep every pooled SMTP connection busy while the next
 * message is built (mailer.server.ts opens up to 5).
 */
export const SEND_CONCURRENCY = 10;

export type SendReport = { editions: number; sent: number; failed: number };

type Claimed = { id: string; subscriberId: string; email: string; attempts: number };

async function claim(db: AppServices['db'], editionId: string, limit: number): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE newsletter_deliveries d SET status = 'sending', attempts = d.attempts + 1, handed_over_at = NULL
    WHERE d.id IN (
      SELECT id FROM newsletter_deliveries
      WHERE edition_id = ${editionId} AND status = 'queued'
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.subscriber_id AS "subscriberId", d.email, d.attempts`);
  return rows;
}

/**
 * Sends every edition that is due (scheduled time passed, draft or sending). Recipients are claimed in
 * batches and sent several at a time through the pooled transport. Each row is marked handed over, and the
 * mark committed, just before its message's end-of-data mark goes to the server, then sent when the server
 * accepts it (both in grouped statements, delivery-marks.server.ts), or failed with the reason. Killed
 * midway, the next sender settles what the dead one left (`settleDeadSender`) and carries on from the rows
 * still queued: every recipient gets the edition once but in the instant between the mark's commit and the
 * end-of-data mark leaving the process (decision 064).
 */
export async function sendDueEditions(
  services: AppServices,
  mailer: Mailer,
  batchSize = CLAIM_BATCH,
): Promise<SendReport> {
  const { db, config } = services;
  const report: SendReport = { editions: 0, sent: 0, failed: 0 };
  const due = await db.execute<{ id: string }>(sql`
    SELECT id FROM newsletter_queue
    WHERE status IN ('draft', 'preparing', 'sending') AND scheduled_for <= now() ORDER BY scheduled_for`);
  const host = new URL(config.SITE_URL).hostname;
  for (const { id: editionId } of due.rows) {
    await prepareEdition(db, editionId);
    const [edition] = await db.select().from(newsletterQueue).where(eq(newsletterQueue.id, editionId));
    if (!edition || edition.status !== 'sending') continue;
    // One sender per edition: the lock lives as long as this transaction's connection, so it is free again
    // the moment a sender stops or dies. Whoever holds it knows every row still `sending` is a dead sender's.
    const settled = await db.transaction(async (lock) => {
      const { rows } = await lock.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${`dropwire:edition:${editionId}`})) AS locked`,
      );
      if (!rows[0]?.locked) return false;
      await settleDeadSender(db, editionId);
      report.editions++;
      const template = await renderEditionTemplate(config, edition);
      const sending = { edition, template, host, batchSize, key: linkKey(config) };
      await sendRecipients(services, mailer, sending, report);
      return true;
    });
    if (!settled) continue;
    // Every recipient is settled: the edition is sent (a failed recipient keeps its reason on its row). Its
    // sending time is what the sitemap gives as the page's last change, so readers' pages see this too.
    await changeForReaders(db, NEWSLETTER_SENDER, async (tx) => {
      const { rows } = await tx.execute(sql`
        UPDATE newsletter_queue SET status = 'sent', sent_at = now()
        WHERE id = ${editionId} AND status = 'sending' AND NOT EXISTS (
          SELECT 1 FROM newsletter_deliveries WHERE edition_id = ${editionId} AND status IN ('queued', 'sending'))
        RETURNING id`);
      if (rows.length === 0) return unchanged(undefined);
      return {
        value: undefined,
        audit: {
          action: 'newsletter_edition.sent',
          entityType: 'newsletter_edition',
          entityId: editionId,
          summary: `Sent “${edition.subject}”`,
          before: { status: 'sending' },
          after: { status: 'sent' },
        },
        readersSee: edition.slug !== null,
      };
    });
  }
  return report;
}

/**
 * Settles the rows a dead sender left `sending` (whoever holds the edition's lock knows every such row is a
 * dead sender's): one recorded as handed over (its end-of-data mark had gone) is counted sent, at its
 * hand-over time, with a note that the server's answer was not heard; any other goes back to the queue. Most
 * of those never reached their mark, and a server drops a message whose mark did not come; one killed in the
 * instant between its mark and the record is sent again under its Message-ID (decision 064).
 */
async function settleDeadSender(db: AppServices['db'], editionId: string): Promise<void> {
  await db.execute(sql`
    UPDATE newsletter_deliveries SET
      status = CASE WHEN handed_over_at IS NULL THEN 'queued' ELSE 'sent' END,
      sent_at = handed_over_at, locked_until = NULL,
      last_error = CASE WHEN handed_over_at IS NULL THEN last_error
        ELSE 'The sender stopped after handing the message to the mail server, before its answer; counted sent, not sent again.' END
    WHERE edition_id = ${editionId} AND status = 'sending'`);
}

type Sending = {
  edition: typeof newsletterQueue.$inferSelect;
  template: EditionTemplate;
  host: string;
  batchSize: number;
  /** The links' signing key, derived once for the edition. */
  key: Buffer;
};

/**
 * Sends an edition to its queued recipients: SEND_CONCURRENCY workers take recipients from the claimed
 * batch, and the one that finds it empty claims the next, so the connections never wait for a batch's slowest
 * message.
 */
async function sendRecipients(
  services: AppServices,
  mailer: Mailer,
  sending: Sending,
  report: SendReport,
): Promise<void> {
  const { db } = services;
  const marks = deliveryMarks(db);
  const claimed: Claimed[] = [];
  let exhausted = false;
  let claiming: Promise<void> | undefined;
  async function next(): Promise<Claimed | undefined> {
    while (claimed.length === 0 && !exhausted) {
      claiming ??= claim(db, sending.edition.id, sending.batchSize)
        .then((rows) => {
          claimed.push(...rows);
          exhausted = rows.length === 0;
        })
        .finally(() => {
          claiming = undefined;
        });
      await claiming;
    }
    return claimed.shift();
  }
  await Promise.all(
    Array.from({ length: SEND_CONCURRENCY }, async () => {
      for (let recipient = await next(); recipient; recipient = await next())
        await sendOne(services, mailer, sending, recipient, marks, report);
    }),
  );
  await marks.flush();
}

async function sendOne(
  services: AppServices,
  mailer: Mailer,
  { edition, template, host, key }: Sending,
  recipient: Claimed,
  marks: DeliveryMarks,
  report: SendReport,
): Promise<void> {
  const { db, config } = services;
  const links = subscriberLinks(config, recipient.subscriberId, key);
  try {
    await mailer.send({
      to: recipient.email,
      subject: edition.subject,
      headers: unsubscribeHeaders(config, links.unsubscribeUrl),
      messageId: `<edition-${edition.id}.${recipient.subscriberId}@${host}>`,
      ...personalise(template, links),
      onHandedOver: () => marks.handedOver(recipient.id),
    });
    marks.sent(recipient.id);
    report.sent++;
  } catch (error) {
    const retry = isTransientMailFailure(error) && recipient.attempts < MAX_ATTEMPTS;
    await db
      .update(newsletterDeliveries)
      .set({
        status: retry ? 'queued' : 'failed',
        lockedUntil: null,
        handedOverAt: null,
        lastError: mailFailureReason(error),
      })
      .where(eq(newsletterDeliveries.id, recipient.id));
    if (!retry) report.failed++;
  }
}
