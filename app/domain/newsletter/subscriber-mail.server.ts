import type { ReactElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { mailerFor } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { sendMail, type Delivery } from '~/domain/mail/send-mail.server';
import { derivedKey } from '~/lib/secret-file.server';
import { LINK_LIFETIME_MS, signLink, type LinkPurpose } from './subscriber-links';

/** The key newsletter links are signed with, derived from the site's secret. */
export const linkKey = (config: AppServices['config']) => derivedKey(config, 'newsletter-links');

type LinkPath =
  | '/newsletter/confirm'
  | '/newsletter/preferences'
  | '/newsletter/unsubscribe'
  | '/follow/confirm'
  | '/follow/unfollow';

const linkTo = (config: AppServices['config'], path: LinkPath, token: string) => {
  const url = new URL(path, config.SITE_URL);
  url.searchParams.set('token', token);
  return url.toString();
};

/** A signed link to one of the newsletter's pages for this subscriber. */
export function subscriberLink(
  config: AppServices['config'],
  path: LinkPath,
  subscriberId: string,
  purpose: LinkPurpose,
  now = Date.now(),
): string {
  return linkTo(
    config,
    path,
    signLink(linkKey(config), { subscriberId, purpose, expiresAt: now + LINK_LIFETIME_MS[purpose] }),
  );
}

/**
 * Where a subscriber manages and leaves: the two links every e-mail to them carries (one token serves both).
 * A sender of many messages passes the key it derived once (`linkKey`), not once a message.
 */
export function subscriberLinks(config: AppServices['config'], subscriberId: string, key = linkKey(config)) {
  const token = signLink(key, {
    subscriberId,
    purpose: 'manage',
    expiresAt: Date.now() + LINK_LIFETIME_MS.manage,
  });
  return {
    manageUrl: linkTo(config, '/newsletter/preferences', token),
    unsubscribeUrl: linkTo(config, '/newsletter/unsubscribe', token),
  };
}

/**
 * RFC 8058 one-click unsubscribe: mail apps show an Unsubscribe button that POSTs to the https link; the
 * mailto form is offered only when someone reads UNSUBSCRIBE_EMAIL.
 */
export function unsubscribeHeaders(
  config: AppServices['config'],
  unsubscribeUrl: string,
): Record<string, string> {
  const mailto = config.UNSUBSCRIBE_EMAIL ? `, <mailto:${config.UNSUBSCRIBE_EMAIL}?subject=unsubscribe>` : '';
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Interactive sends (a reader waits on the form): one quick retry, not the background's long waits. */
const INTERACTIVE_RETRY = { attempts: 2, firstDelayMs: 500 };

/** Renders a newsletter e-mail and sends it, recorded in the deliveries; headers for subscriber mail. */
export async function sendNewsletterMail(
  services: AppServices,
  message: {
    kind: string;
    to: string;
    subject: string;
    element: ReactElement;
    headers?: Record<string, string>;
  },
): Promise<Delivery> {
  const body = await renderEmail(message.element);
  return sendMail(
    services.db,
    mailerFor(services.config),
    { kind: message.kind, to: message.to, subject: message.subject, headers: message.headers, ...body },
    INTERACTIVE_RETRY,
  );
}
