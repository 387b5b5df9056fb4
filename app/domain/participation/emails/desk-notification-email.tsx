import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';

export type NotificationField = { label: string; value: string };

/** What the desk is told of a reader's tip, message or inquiry: every field as sent, and where to handle it. */
export function DeskNotificationEmail({
  siteName,
  heading,
  fields,
  body,
  deskUrl,
}: {
  siteName: string;
  heading: string;
  fields: NotificationField[];
  body: string;
  deskUrl: string;
}) {
  return (
    <EmailLayout
      siteName={siteName}
      preview={body.slice(0, 120)}
      footer="Sent to the desk's address in the site's configuration."
    >
      <Heading as="h1" style={{ fontSize: '20px', margin: '24px 0 8px' }}>
        {heading}
      </Heading>
      {fields.map((field) => (
        <Text key={field.label} style={{ fontSize: '15px', margin: '4px 0' }}>
          <strong>{field.label}:</strong> {field.value}
        </Text>
      ))}
      <Paragraph>
        {body.split('\n').map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </Paragraph>
      <Paragraph>
        <Link href={deskUrl}>Open it on the desk</Link>
      </Paragraph>
    </EmailLayout>
  );
}
