import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { EmailButton, EmailLayout, Paragraph } from './email-layout';

export type PasswordResetEmailProps = { siteName: string; link: string; minutes: number };

export const passwordResetSubject = (siteName: string) => `Reset your ${siteName} desk password`;

/** The desk's password-reset e-mail: one link, working once, for a limited time. */
export function PasswordResetEmail({ siteName, link, minutes }: PasswordResetEmailProps) {
  return (
    <EmailLayout
      siteName={siteName}
      preview={`Choose a new password; the link works for ${minutes} minutes.`}
      footer="If it was not you who asked, ignore this e-mail: your password stays as it is."
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        Reset your password
      </Heading>
      <Paragraph>Someone asked to reset the password of your {siteName} desk account.</Paragraph>
      <EmailButton href={link}>Choose a new password</EmailButton>
      <Paragraph>
        The link works once, for {minutes} minutes. If the button does not work, open this address:{' '}
        <Link href={link}>{link}</Link>
      </Paragraph>
    </EmailLayout>
  );
}
