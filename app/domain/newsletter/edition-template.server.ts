import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import type { newsletterQueue } from '~/db/schema/newsletter';
import { renderEmail } from '~/domain/mail/render-email.server';
import { editionPath } from './edition-slug';
import { DigestEmail } from './emails/digest-email';
import { escapeAsReact } from '~/lib/escape-markup';

// An edition is rendered once, not once per recipient: React Email takes milliseconds a message, which at
// 50,000 recipients is minutes of CPU. Only the two personal links differ from one recipient to the next,
// so the template is rendered with stand-ins for them and each recipient's copy is a string replacement.

const MANAGE_STAND_IN = 'https://stand-in.invalid/dropwire-manage-link';
const UNSUBSCRIBE_STAND_IN = 'https://stand-in.invalid/dropwire-unsubscribe-link';

export type EditionTemplate = { html: string; text: string };
export type PersonalLinks = { manageUrl: string; unsubscribeUrl: string };

/** The edition's two bodies with stand-ins where each recipient's links go. */
export async function renderEditionTemplate(
  config: AppServices['config'],
  edition: Pick<typeof newsletterQueue.$inferSelect, 'subject' | 'content' | 'slug'>,
): Promise<EditionTemplate> {
  return renderEmail(
    createElement(DigestEmail, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      subject: edition.subject,
      content: edition.content,
      // Editions with a slug (the digests) are public once they go out, so the link never meets a 404.
      webUrl: edition.slug ? new URL(editionPath(edition.slug), config.SITE_URL).toString() : null,
      manageUrl: MANAGE_STAND_IN,
      unsubscribeUrl: UNSUBSCRIBE_STAND_IN,
    }),
  );
}

/** One recipient's copy of the edition: the template with their signed links in place of the stand-ins. */
export function personalise(template: EditionTemplate, links: PersonalLinks): EditionTemplate {
  return {
    html: template.html
      .replaceAll(MANAGE_STAND_IN, escapeAsReact(links.manageUrl))
      .replaceAll(UNSUBSCRIBE_STAND_IN, escapeAsReact(links.unsubscribeUrl)),
    text: template.text
      .replaceAll(MANAGE_STAND_IN, links.manageUrl)
      .replaceAll(UNSUBSCRIBE_STAND_IN, links.unsubscribeUrl),
  };
}
