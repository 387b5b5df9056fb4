import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '~/lib/config.server';
import { HandedOverSignal } from './handed-over-signal';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A Message-ID of our choosing (`<…@host>`): a resent message keeps it, so mail programs show one. */
  messageId?: string;
  /**
   * Run once the message's end-of-data mark has gone to the server (handed-over-signal.ts), before its answer
   * is heard; for the outbox, once the file is written. A sender records here that the server has the
   * message. Its failure is not the send's: the record is then only missing.
   */
  onHandedOver?: () => Promise<void>;
};

/** Where a message went: handed to the SMTP server (accepted), or written to the outbox folder. */
export type SentMail = { messageId: string; via: 'smtp' | 'outbox'; file?: string };

export type Mailer = { send: (message: MailMessage) => Promise<SentMail>; close: () => void };

const OUTBOX_DIR = 'outbox';

/** The sender every message carries: MAIL_FROM, else the site's name at the site's host. */
function senderOf(config: Pick<Config, 'MAIL_FROM' | 'SITE_NAME' | 'SITE_URL'>): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = new URL(config.SITE_URL).hostname;
  // An address needs a domain name: a site served by IP address or a bare host name sends as localhost.
  const domain = /^[\d.]+$|^\[|^[^.]+$/.test(host) ? 'localhost' : host;
  return `"${config.SITE_NAME.replace(/"/g, '')}" <no-reply@${domain}>`;
}

/**
 * A nodemailer transport made by the first message sent: nodemailer is loaded then, not when the server starts,
 * since most web processes never send mail (docs/decisions/026-server-memory-under-load.md).
 */
function lazyTransport<Info>(make: (nodemailer: typeof Nodemailer) => Transporter<Info>) {
  let made: Promise<Transporter<Info>> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))),
    close: () => void made?.then((transport) => transport.close()),
  };
}

/**
 * The mail transport as configured: SMTP through SMTP_URL (pooled connections), else a file outbox under
 * DATA_DIR where every message is a complete .eml file. A send that fails throws: callers record it as
 * failed with the reason, never as sent.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SITE_NAME' | 'SITE_URL' | 'DATA_DIR'>,
): Mailer {
  const from = senderOf(config);
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    url.searchParams.set('pool', 'true');
    // Five connections (nodemailer's default), each kept for a thousand messages rather than a hundred: a
    // newsletter of tens of thousands is not slowed by reconnecting. SMTP_URL's own values win.
    if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', '1000');
    const transport = lazyTransport((nodemailer) => {
      const made = nodemailer.createTransport(url.toString());
      // The message's last stage (after nodemailer's own) tells the sender's `onHandedOver` when the
      // message's end, and so its end-of-data mark, has gone.
      made.use('stream', (mail, done) => {
        const onHandedOver = (mail.data as { onHandedOver?: () => Promise<void> }).onHandedOver;
        if (onHandedOver)
          mail.message.processFunc((input) =>
            // A failure on either side reaches the send.
            pipeline(input, new HandedOverSignal(onHandedOver), () => {}),
          );
        done();
      });
      return made;
    });
    return {
      async send(message) {
        const info = await (await transport.get()).sendMail({ from, ...message });
        return { messageId: info.messageId, via: 'smtp' };
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const folder = path.join(config.DATA_DIR, OUTBOX_DIR);
  return {
    async send({ onHandedOver, ...message }) {
      const info = await (await transport.get()).sendMail({ from, ...message });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Sortable by time, unique without a lock: several processes may write at once.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      await onHandedOver?.().catch(() => {});
      return { messageId: info.messageId, via: 'outbox', file };
    },
    close: transport.close,
  };
}

// One transport per configuration in a process: an SMTP pool is opened once and shared by every sender.
const mailers = new WeakMap<object, Mailer>();

/** The process's mail transport for this configuration, made on first use. */
export function mailerFor(config: Parameters<typeof createMailer>[0]): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}
