import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mailDeliveries } from '~/db/schema/mail';
import type { Mailer, MailMessage } from './mailer.server';
import { isTransientMailFailure, mailFailureReason } from './transient-failure';

export type Delivery =
  | { ok: true; id: string; via: 'smtp' | 'outbox'; messageId: string; file?: string }
  | { ok: false; id: string; reason: string };

export type RetryPolicy = { attempts: number; firstDelayMs: number };

/** Three tries, 1 s then 4 s apart: long enough for a greylisting server or a restarting relay. */
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, firstDelayMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one message and records it in `mail_deliveries`: queued first, then sent, or failed with the
 * reason. A transient failure (SMTP 4xx, the network) is tried again with growing waits; a final one
 * (5xx) is not. Never reports success for a message that did not go.
 */
export async function sendMail(
  db: Database,
  mailer: Mailer,
  message: MailMessage & { kind: string },
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<Delivery> {
  const { kind, ...mail } = message;
  const [row] = await db
    .insert(mailDeliveries)
    .values({ kind, recipient: mail.to, subject: mail.subject })
    .returning({ id: mailDeliveries.id });
  const id = row!.id;
  let lastError: unknown;
  for (let attempt = 1; attempt <= retry.attempts; attempt++) {
    try {
      const sent = await mailer.send(mail);
      await db
        .update(mailDeliveries)
        .set({
          status: 'sent',
          attempts: attempt,
          messageId: sent.messageId,
          via: sent.via,
          sentAt: sql`now()`,
        })
        .where(eq(mailDeliveries.id, id));
      return { ok: true, id, ...sent };
    } catch (error) {
      lastError = error;
      await db
        .update(mailDeliveries)
        .set({ attempts: attempt, lastError: mailFailureReason(error) })
        .where(eq(mailDeliveries.id, id));
      if (!isTransientMailFailure(error) || attempt === retry.attempts) break;
      await sleep(retry.firstDelayMs * 4 ** (attempt - 1));
    }
  }
  const reason = mailFailureReason(lastError);
  await db
    .update(mailDeliveries)
    .set({ status: 'failed', lastError: reason })
    .where(eq(mailDeliveries.id, id));
  return { ok: false, id, reason };
}
