import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailLayout, Paragraph } from '~/domain/mail/emails/email-layout';
import { SubscriberFooter } from './subscriber-footer';

export type AlertSection = {
  entityName: string;
  entityUrl: string;
  items: { kind: 'story' | 'release' | 'festival'; title: string; url: string }[];
  unfollowUrl: string;
};

const kindLabel = { story: 'Story', release: 'Release', festival: 'Festival date' } as const;

export const followAlertSubject = (sections: AlertSection[], siteName: string, roundUp: boolean) =>
  roundUp
    ? `Your ${siteName} round-up: ${sections.map((section) => section.entityName).join(', ')}`
    : `New on ${siteName}: ${sections[0]!.entityName}`;

/**
 * An alert about what a subscriber follows: one entity (instant) or each followed entity with news that day
 * (the daily round-up). Every entity has its own one-click unfollow link; nothing depends on an image.
 */
export function FollowAlertEmail({
  siteName,
  sections,
  roundUp,
  manageUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  sections: AlertSection[];
  roundUp: boolean;
  manageUrl: string;
  unsubscribeUrl: string;
}) {
  const names = sections.map((section) => section.entityName).join(', ');
  return (
    <EmailLayout
      siteName={siteName}
      preview={roundUp ? `What happened today with ${names}.` : `New about ${names}.`}
      footer={<SubscriberFooter siteName={siteName} manageUrl={manageUrl} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '24px 0 8px' }}>
        {roundUp ? 'Your daily round-up' : `New about ${names}`}
      </Heading>
      <Paragraph>
        {roundUp
          ? 'What we published about the artists, labels, festivals and brands you follow.'
          : `You follow ${names}; here is what we just published.`}
      </Paragraph>
      {sections.map((section) => (
        <Section key={section.entityUrl} style={{ margin: '24px 0' }}>
          <Heading as="h2" style={{ fontSize: '18px', margin: '0 0 4px' }}>
            <Link href={section.entityUrl}>{section.entityName}</Link>
          </Heading>
          {section.items.map((item) => (
            <Text key={item.url} style={{ fontSize: '15px', lineHeight: '1.5', margin: '8px 0' }}>
              {kindLabel[item.kind]}:{' '}
              <Link href={item.url} style={{ fontWeight: 700 }}>
                {item.title}
              </Link>
            </Text>
          ))}
          <Text style={{ fontSize: '13px', margin: '8px 0 0' }}>
            <Link href={section.unfollowUrl}>Unfollow {section.entityName}</Link>
          </Text>
        </Section>
      ))}
    </EmailLayout>
  );
}
