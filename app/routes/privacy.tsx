import { StaticPage } from '~/components/static-page';
import type { Route } from './+types/privacy';
import { pageMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'Privacy Policy',
    description: 'What Dropwire stores about readers, and why.',
    path: '/privacy',
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const name = loaderData.siteName;
  return (
    <StaticPage title="Privacy Policy" intro="Last updated November 23, 2026">
      <h2>What we store, and for how long</h2>
      <ul>
        <li>
          <strong>Reading an article:</strong> to count a view once per reader per day we store the article,
          the date and a keyed hash of your network address (for IPv6, of its first half, the /64 network).
          The key changes every day, so the hash cannot be turned back into an address or linked across days.
          Your browser&apos;s name is not part of it. These rows are deleted after two days; only the
          article&apos;s total number of views remains.
        </li>
        <li>
          <strong>Sending a form</strong> (contact, tip or newsletter sign-up): to limit how many a sender may
          send, we store which form it was, a hash of your network address (for IPv6, of its /64 network) and
          the time. These rows are deleted once the limit no longer needs them: today after about an hour, and
          never later than two days.
        </li>
        <li>
          <strong>A contact message:</strong> your name, e-mail address, subject and message, and when you
          sent it. Kept until it has been dealt with and deleted, or until you ask us to delete it.
        </li>
        <li>
          <strong>A tip:</strong> your message, and only if you give them your name, e-mail address and a
          link, with the time you sent it and whether the editors have used it. Kept until you ask us to
          delete it.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, the topics you chose, whether you are pending
          confirmation, confirmed or unsubscribed, and when you signed up, confirmed or unsubscribed. Signing
          up an address that is already known changes nothing about it. After you unsubscribe we keep the
          address marked as unsubscribed, so that we never write to it again; ask us to delete it entirely.
        </li>
        <li>
          <strong>Server logs:</strong> which page was asked for, the answer and how long it took; not your
          network address.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        {name} sets no tracking cookies for readers, loads no third-party analytics, and never sells or shares
        your information. Fonts and images are served from our own servers.
      </p>
      <h2>Your choices</h2>
      <p>
        Every newsletter contains a link to change your preferences or unsubscribe. To have a tip or message
        deleted, contact us through the contact page.
      </p>
      <h2>Children</h2>
      <p>
        {name} is not directed at children under 13, and we do not knowingly collect information from them.
      </p>
    </StaticPage>
  );
}
