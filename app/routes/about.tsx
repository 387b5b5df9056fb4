import { StaticPage } from '~/components/static-page';
import type { Route } from './+types/about';
import { pageMeta } from './shared/seo';
import { staticPageData } from './shared/static-loader.server';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';

export const loader = ({ context }: Route.LoaderArgs) =>
  staticPageData(context, {
    title: 'About Us',
    description: 'How Dropwire gathers, groups and credits electronic music news.',
    path: '/about',
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function About({ loaderData }: Route.ComponentProps) {
  const name = loaderData.siteName;
  return (
    <StaticPage
      title="About Us"
      intro={`${name} is a newsroom for electronic dance music: fans, DJs, producers and the people who work in the scene.`}
    >
      <h2>What we do</h2>
      <p>
        We follow the scene's sources (magazines, labels, promoters, artists and video channels) around the
        clock. When several of them report the same thing, we group their reports into one story, summarise it
        in a few sentences, and list every source, starting with the first to report. We never copy anyone's
        article: we quote briefly and link to the original.
      </p>
      <h2>Human editorial oversight</h2>
      <p>
        Software does the watching and the first draft; editors decide what is published. Stories from sources
        we trust may appear at once, the rest wait for an editor. Anything drafted with the help of a language
        model is labelled AI-assisted.
      </p>
      <h2>Independence</h2>
      <p>
        Sponsored articles are marked Sponsored, and affiliate links are disclosed where they appear.
        Advertisers never decide what we cover. Read how we handle your data in our{' '}
        <PageLink to="/privacy">Privacy Policy</PageLink>.
      </p>
      <h2>Get in touch</h2>
      <p>
        Heard something first? <PageLink to="/submit">Send us a tip</PageLink>. For anything else, use the{' '}
        <PageLink to="/contact">contact page</PageLink>.
      </p>
    </StaticPage>
  );
}
