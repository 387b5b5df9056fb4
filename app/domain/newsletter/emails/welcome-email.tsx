import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';
import { SubscriberFooter } from './subscriber-footer';

export type GuideFestival = { name: string; url: string; dates: string; place: string };

export const welcomeSubject = (siteName: string) => `Welcome to ${siteName}: your festival guide`;

/** Sent once an address is confirmed: what to expect, and the festival guide (the next festivals we list). */
export function WelcomeEmail({
  siteName,
  siteUrl,
  festivals,
  manageUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  siteUrl: string;
  festivals: GuideFestival[];
  manageUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      siteName={siteName}
      preview="You're in. Here is the festival guide."
      footer={<SubscriberFooter siteName={siteName} manageUrl={manageUrl} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        You're subscribed
      </Heading>
      <Paragraph>
        The digest arrives every Friday morning with the week's biggest stories. Breaking alerts are rare: at
        most one or two a month.
      </Paragraph>
      <Heading as="h2" style={{ fontSize: '18px', margin: '24px 0 8px' }}>
        The festival guide
      </Heading>
      {festivals.length > 0 ? (
        <Section>
          {festivals.map((festival) => (
            <Text key={festival.url} style={{ fontSize: '15px', lineHeight: '1.5', margin: '8px 0' }}>
              <Link href={festival.url} style={{ fontWeight: 700 }}>
                {festival.name}
              </Link>
              <br />
              {festival.dates} · {festival.place}
            </Text>
          ))}
        </Section>
      ) : null}
      <Paragraph>
        Every date, line-up and ticket link is on{' '}
        <Link href={`${siteUrl}/festivals`}>{siteUrl.replace(/^https?:\/\//, '')}/festivals</Link>, with a
        calendar you can subscribe to.
      </Paragraph>
    </EmailLayout>
  );
}
