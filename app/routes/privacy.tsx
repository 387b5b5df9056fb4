import { StaticPage } from '~/components/static-page';
import type { Route } from './+types/privacy';
import { seoMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'Privacy Policy',
    description: 'What Dropwire stores about readers, and why.',
    path: '/privacy',
  });

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const name = loaderData.siteName;
  return (
    <StaticPage title="Privacy Policy" intro="Last updated August 24, 2025">
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Reading:</strong> to count an article view once per reader per day we keep a keyed hash of
          your network address and browser name. The key changes every day, so the hash cannot be linked
          across days or turned back into an address.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, the topics you chose, and when you confirmed or
          unsubscribed.
        </li>
        <li>
          <strong>Tips and messages:</strong> what you send us through a form, including a name and e-mail
          address if you give them.
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
