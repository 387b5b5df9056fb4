import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { EmailButton, EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';

export const confirmSubject = (siteName: string) => `Confirm your ${siteName} newsletter`;

/** The double opt-in: nothing more is sent to the address until this link is followed. */
export function ConfirmEmail({ siteName, link }: { siteName: string; link: string }) {
  return (
    <EmailLayout
      siteName={siteName}
      preview="One click to start the Friday digest."
      footer="Someone, hopefully you, signed this address up. If it was not you, ignore this e-mail and nothing more will come."
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        Confirm your subscription
      </Heading>
      <Paragraph>
        Confirm that you want the {siteName} digest every Friday, with at most one or two breaking alerts a
        month. Your welcome e-mail brings the festival guide.
      </Paragraph>
      <EmailButton href={link}>Confirm my subscription</EmailButton>
      <Paragraph>
        The link works for two days. If the button does not work, open this address:{' '}
        <Link href={link}>{link}</Link>
      </Paragraph>
    </EmailLayout>
  );
}
