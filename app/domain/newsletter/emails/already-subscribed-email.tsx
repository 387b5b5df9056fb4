import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';
import { SubscriberFooter } from './subscriber-footer';

export const alreadySubscribedSubject = (siteName: string) => `You already get the ${siteName} newsletter`;

/**
 * Sent when a subscribed address signs up again: the form says the same to everyone (it must not tell who
 * is subscribed), and the owner of the address learns here how to change what they get.
 */
export function AlreadySubscribedEmail({
  siteName,
  manageUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  manageUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      siteName={siteName}
      preview="Nothing changed; here is how to change your topics."
      footer={<SubscriberFooter siteName={siteName} manageUrl={manageUrl} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        You're already subscribed
      </Heading>
      <Paragraph>
        Someone signed this address up again. Nothing changed: you still get the digest as before. To pick
        other topics, or to pause it, open <Link href={manageUrl}>your preferences</Link>.
      </Paragraph>
    </EmailLayout>
  );
}
