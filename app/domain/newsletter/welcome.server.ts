import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import { WelcomeEmail, welcomeSubject } from './emails/welcome-email';
import { festivalGuide } from './festival-guide.server';
import { sendNewsletterMail, subscriberLinks, unsubscribeHeaders } from './subscriber-mail.server';

/**
 * The welcome e-mail, with the festival guide, to an address that has just been confirmed: by the sign-up's
 * link, or by a follow's link from an address that was not subscribed yet. Sent by whichever confirmed it,
 * once (the confirmation that changed the subscriber's status is the only one that calls it).
 */
export async function sendWelcome(services: AppServices, subscriber: { id: string; email: string }) {
  const { db, config } = services;
  const links = subscriberLinks(config, subscriber.id);
  const festivals = (await festivalGuide(db, new Date())).map(({ path, ...festival }) => ({
    ...festival,
    url: new URL(path, config.SITE_URL).toString(),
  }));
  await sendNewsletterMail(services, {
    kind: 'newsletter_welcome',
    to: subscriber.email,
    subject: welcomeSubject(config.SITE_NAME),
    element: createElement(WelcomeEmail, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      festivals,
      ...links,
    }),
    headers: unsubscribeHeaders(config, links.unsubscribeUrl),
  });
}
