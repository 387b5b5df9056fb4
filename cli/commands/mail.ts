import { createElement } from 'react';
import { z } from 'zod';
import { TestEmail, testEmailSubject } from '~/domain/mail/emails/test-email';
import { createMailer } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { sendMail } from '~/domain/mail/send-mail.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

const usage = `Usage:
  dropwire mail test <address>   send a test message through the configured transport (SMTP_URL or the outbox)`;

export async function runMail(context: CommandContext): Promise<number> {
  const [action, address] = context.args;
  if (action !== 'test' || !address) {
    console.error(usage);
    return 2;
  }
  const to = z.email().safeParse(address.trim());
  if (!to.success) {
    console.error(`"${address}" is not an e-mail address.`);
    return 2;
  }
  const { config } = context;
  const via = config.SMTP_URL ? `SMTP (${new URL(config.SMTP_URL).host})` : 'the outbox folder';
  const body = await renderEmail(
    createElement(TestEmail, { siteName: config.SITE_NAME, via, sentAt: new Date().toISOString() }),
  );
  const mailer = createMailer(config);
  try {
    return await withMigratedDatabase(context, async (database) => {
      const delivery = await sendMail(database.db, mailer, {
        kind: 'mail_test',
        to: to.data,
        subject: testEmailSubject(config.SITE_NAME),
        ...body,
      });
      if (!delivery.ok) {
        console.error(`Not sent: ${delivery.reason}`);
        return 1;
      }
      console.log(
        delivery.file
          ? `Written to ${delivery.file} (no SMTP_URL is set; open it in any mail program).`
          : `Sent to ${to.data} through ${via}; the server accepted it as ${delivery.messageId}.`,
      );
      return 0;
    });
  } finally {
    mailer.close();
  }
}
