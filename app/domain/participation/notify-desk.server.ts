import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { mailerFor } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { sendMail } from '~/domain/mail/send-mail.server';
import type { AdvertisingInquiryInput } from './advertising-inquiries.server';
import type { ContactMessageInput } from './contact-messages.server';
import { DeskNotificationEmail, type NotificationField } from './emails/desk-notification-email';
import type { TipInput } from './tips.server';

type Notice = {
  kind: string;
  to: string | undefined;
  subject: string;
  heading: string;
  fields: NotificationField[];
  body: string;
  deskPath: string;
  /** The sender's checked address: a reply from the mail program goes straight to them. */
  replyTo?: string;
};

/**
 * E-mails the desk about a new submission when its address is configured; otherwise it waits in the inbox
 * only. Every text was checked at the form (one line where it must be, no control characters), and the
 * mail library encodes headers, so nothing a reader typed can add a header. A failed send is recorded
 * (mail_deliveries) and never fails the reader's submission.
 */
async function notify(services: AppServices, notice: Notice): Promise<void> {
  if (!notice.to) return;
  const { config } = services;
  const body = await renderEmail(
    createElement(DeskNotificationEmail, {
      siteName: config.SITE_NAME,
      heading: notice.heading,
      fields: notice.fields,
      body: notice.body,
      deskUrl: new URL(notice.deskPath, config.SITE_URL).toString(),
    }),
  );
  try {
    await sendMail(
      services.db,
      mailerFor(config),
      {
        kind: notice.kind,
        to: notice.to,
        subject: notice.subject.slice(0, 200),
        ...(notice.replyTo ? { headers: { 'Reply-To': notice.replyTo } } : {}),
        ...body,
      },
      { attempts: 2, firstDelayMs: 500 },
    );
  } catch (error) {
    services.logger.error({ err: error, kind: notice.kind }, 'could not record a desk notification');
  }
}

const present = (fields: [string, string | undefined | null][]): NotificationField[] =>
  fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([label, value]) => ({ label, value }));

export const notifyTip = (services: AppServices, tip: TipInput) =>
  notify(services, {
    kind: 'tip_notification',
    to: services.config.EDITORIAL_EMAIL,
    subject: `New tip: ${tip.message.replace(/\s+/g, ' ').slice(0, 80)}`,
    heading: 'A reader sent a tip',
    fields: present([
      ['Name', tip.name],
      ['E-mail', tip.email],
      ['Link', tip.url],
    ]),
    body: tip.message,
    deskPath: '/admin/inbox/tips',
    replyTo: tip.email,
  });

export const notifyContactMessage = (services: AppServices, message: ContactMessageInput) =>
  notify(services, {
    kind: 'contact_notification',
    to: services.config.CONTACT_EMAIL,
    subject: `Contact: ${message.subject}`,
    heading: `A message from ${message.name}`,
    fields: present([
      ['Name', message.name],
      ['E-mail', message.email],
      ['Subject', message.subject],
    ]),
    body: message.message,
    deskPath: '/admin/inbox/contact',
    replyTo: message.email,
  });

export const notifyAdvertisingInquiry = (services: AppServices, inquiry: AdvertisingInquiryInput) =>
  notify(services, {
    kind: 'inquiry_notification',
    to: services.config.PARTNERSHIPS_EMAIL,
    subject: `Advertising inquiry from ${inquiry.company ?? inquiry.name}`,
    heading: `An advertising inquiry from ${inquiry.name}`,
    fields: present([
      ['Name', inquiry.name],
      ['E-mail', inquiry.email],
      ['Company', inquiry.company],
      ['Package', inquiry.package],
      ['Budget', inquiry.budget],
    ]),
    body: inquiry.message,
    deskPath: '/admin/inbox/inquiries',
    replyTo: inquiry.email,
  });
