import { Link } from '@react-email/link';

/** What every e-mail to a subscriber ends with: where to change what comes, and how to stop it. */
export function SubscriberFooter({
  siteName,
  manageUrl,
  unsubscribeUrl,
}: {
  siteName: string;
  manageUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <>
      You receive this because you subscribed to the {siteName} newsletter.{' '}
      <Link href={manageUrl}>Change your preferences</Link> or <Link href={unsubscribeUrl}>unsubscribe</Link>.
      We never sell or share your address.
    </>
  );
}
