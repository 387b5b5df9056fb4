import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '~/domain/mail/render-email.server';
import { loadConfig } from '~/lib/config.server';
import { DigestEmail } from './emails/digest-email';
import { personalise, renderEditionTemplate } from './edition-template.server';

const config = loadConfig({ SITE_URL: 'https://news.example.test', DATA_DIR: '/tmp/dropwire-template-test' });
const edition = {
  slug: '2026-w47-a-b-release',
  subject: 'The week: <b>“Tom & Jerry”</b> live',
  content: {
    articles: [
      { title: 'A & B release', slug: 'a-b-release', excerpt: 'Out now on <Label>.' },
      { title: 'Second story', slug: 'second-story', excerpt: 'More words.' },
    ],
    featuredContent: 'The featured text, with an ampersand & quotes "like this".',
  },
};

describe('an edition rendered once', () => {
  it('gives each recipient exactly what rendering their copy would give', async () => {
    const template = await renderEditionTemplate(config, edition);
    for (const token of ['eyJhIjoxfQ.c2lnbmF0dXJl', 'with&amp"<odd>']) {
      const links = {
        manageUrl: `https://news.example.test/newsletter/preferences?token=${token}`,
        unsubscribeUrl: `https://news.example.test/newsletter/unsubscribe?token=${token}`,
      };
      const direct = await renderEmail(
        createElement(DigestEmail, {
          siteName: config.SITE_NAME,
          siteUrl: config.SITE_URL,
          subject: edition.subject,
          content: edition.content,
          webUrl: 'https://news.example.test/newsletter/editions/2026-w47-a-b-release',
          ...links,
        }),
      );
      expect(personalise(template, links)).toEqual(direct);
    }
  });

  it('links a digest to its public page, and an edition without a page to none', async () => {
    const digest = await renderEditionTemplate(config, edition);
    expect(digest.text).toContain('https://news.example.test/newsletter/editions/2026-w47-a-b-release');
    const alert = await renderEditionTemplate(config, { ...edition, slug: null });
    expect(alert.html).not.toContain('Read this edition on the web');
  });

  it('leaves no stand-in behind', async () => {
    const copy = personalise(await renderEditionTemplate(config, edition), {
      manageUrl: 'https://news.example.test/m',
      unsubscribeUrl: 'https://news.example.test/u',
    });
    expect(copy.html + copy.text).not.toContain('stand-in.invalid');
    expect(copy.text).toContain('https://news.example.test/u');
  });
});
