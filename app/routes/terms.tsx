import { StaticPage } from '~/components/static-page';
import type { Route } from './+types/terms';
import { pageMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';
import { publicPage } from './shared/cache-headers';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'Terms of Service',
    description: 'The terms for reading and contributing to Dropwire.',
    path: '/terms',
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Terms({ loaderData }: Route.ComponentProps) {
  const name = loaderData.siteName;
  return (
    <StaticPage title="Terms of Service">
      <h2>Using the site</h2>
      <p>
        You may read, share and link to anything published on {name}. Summaries and quotes credit their
        sources; the original articles remain their publishers' work.
      </p>
      <h2>What you send us</h2>
      <p>
        When you send a tip or a message you confirm that you may share it with us, and you allow us to use it
        in our reporting. We may decline to publish anything, and we never publish your contact details.
      </p>
      <h2>Links and affiliates</h2>
      <p>
        We link to other sites and shops. Some shop links are affiliate links and are disclosed where they
        appear. We are not responsible for the content or offers of other sites.
      </p>
      <h2>No warranty</h2>
      <p>
        We work to be accurate and correct mistakes quickly, but the site is provided as it is. Event details
        change: check with the organiser before you travel.
      </p>
    </StaticPage>
  );
}
