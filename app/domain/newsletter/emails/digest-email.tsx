import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { NewsletterContent } from '~/db/schema/newsletter';
import { EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';
import { SubscriberFooter } from './subscriber-footer';

/** The Friday digest: the featured story's words, then the week's stories, each linked to its page. */
export function DigestEmail({
  siteName,
  siteUrl,
  subject,
  content,
  webUrl,
  manageUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  siteUrl: string;
  subject: string;
  content: NewsletterContent;
  webUrl: string | null;
  manageUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      siteName={siteName}
      preview={content.featuredContent.slice(0, 140)}
      footer={<SubscriberFooter siteName={siteName} manageUrl={manageUrl} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        {subject}
      </Heading>
      <Paragraph>{content.featuredContent}</Paragraph>
      <Section>
        {content.articles.map((article) => (
          <Text key={article.slug} style={{ fontSize: '15px', lineHeight: '1.5', margin: '16px 0' }}>
            <Link href={`${siteUrl}/news/${article.slug}`} style={{ fontSize: '17px', fontWeight: 700 }}>
              {article.title}
            </Link>
            <br />
            {article.excerpt}
          </Text>
        ))}
      </Section>
      {webUrl ? (
        <Paragraph>
          <Link href={webUrl}>Read this edition on the web</Link>
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}
