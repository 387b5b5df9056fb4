import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { EmailButton, EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';

export const followConfirmSubject = (entityName: string, siteName: string) =>
  `Confirm: follow ${entityName} on ${siteName}`;

/**
 * The double opt-in of a follow: its own link, which starts this follow and nothing else. For an address that
 * is not subscribed yet the same link confirms the address too, and the Friday digest comes with it.
 */
export function FollowConfirmEmail({
  siteName,
  entityName,
  link,
  newSubscriber,
}: {
  siteName: string;
  entityName: string;
  link: string;
  newSubscriber: boolean;
}) {
  return (
    <EmailLayout
      siteName={siteName}
      preview={`One click to follow ${entityName}.`}
      footer="Someone, hopefully you, asked to follow this with your address. If it was not you, ignore this e-mail and nothing more will come."
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        Follow {entityName}
      </Heading>
      <Paragraph>
        Confirm, and we will tell you when {siteName} publishes a story, a release or a festival date about{' '}
        {entityName}: never more than one e-mail about it a day.
        {newSubscriber
          ? ' Confirming also subscribes you to the Friday digest; you can change that in your preferences.'
          : ''}
      </Paragraph>
      <EmailButton href={link}>{newSubscriber ? 'Confirm and follow' : `Follow ${entityName}`}</EmailButton>
      <Paragraph>
        The link works for two days. If the button does not work, open this address:{' '}
        <Link href={link}>{link}</Link>
      </Paragraph>
    </EmailLayout>
  );
}
