import { Heading } from '@react-email/heading';
import { EmailLayout, Paragraph } from './email-layout';

export const testEmailSubject = (siteName: string) => `${siteName} can send e-mail`;

/** What `npx dropwire mail test <address>` sends: proof that the transport works, and which one it is. */
export function TestEmail({ siteName, via, sentAt }: { siteName: string; via: string; sentAt: string }) {
  return (
    <EmailLayout siteName={siteName} preview={`A test message sent ${sentAt}.`}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        E-mail works
      </Heading>
      <Paragraph>
        This test message left {siteName} at {sentAt} through {via}. Newsletters, confirmations and password
        resets go the same way.
      </Paragraph>
    </EmailLayout>
  );
}
