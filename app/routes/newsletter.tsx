import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { NewsletterBenefits, NewsletterFaq } from '~/components/newsletter/newsletter-about';
import { EditionList, LatestEdition } from '~/components/newsletter/newsletter-editions';
import { NewsletterFestivalGuide } from '~/components/newsletter/newsletter-festival-guide';
import { NewsletterSignupForm } from '~/components/newsletter/newsletter-signup-form';
import { listEditions } from '~/domain/newsletter/editions.server';
import { festivalGuide } from '~/domain/newsletter/festival-guide.server';
import { parseSubscription } from '~/domain/newsletter/subscribe-form';
import { signUp } from '~/domain/newsletter/opt-in.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/newsletter';
import { privatePage, publicPage } from './shared/cache-headers';
import { siteStats } from './shared/footer-stats.server';
import { publicFormAction } from './shared/public-form.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { PageLink } from '~/components/page-link';

const prefill = z.object({ email: z.string().trim().max(254).catch('').default('') });

/** Editions listed under the latest one; the rest are on /newsletter/editions. */
const LISTED_EDITIONS = 6;
/** Festivals of the guide the promo shows. */
const PROMO_FESTIVALS = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const { email } = prefill.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [stats, guide, editions] = await Promise.all([
    siteStats(db),
    festivalGuide(db, new Date()),
    listEditions(db, LISTED_EDITIONS),
  ]);
  const canonical = absoluteUrl(config.SITE_URL, '/newsletter');
  const page = {
    email,
    subscribers: stats.subscribers,
    guide: { festivals: guide.slice(0, PROMO_FESTIVALS), total: guide.length },
    editions,
    seo: {
      title: 'Newsletter',
      description:
        "The week's biggest stories in electronic music, every Friday, with a free festival guide to start.",
      canonical,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Newsletter' }], canonical),
    },
  };
  // A link that prefills an address makes a page of that reader's, which no cache may keep or share.
  return data(page, { headers: email ? privatePage : publicPage() });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, {
    parse: parseSubscription,
    submit: (_db, input, sender, services) => signUp(services, input, sender),
    // The boxes ticked come back with a refusal, so a bad address loses none of them.
    lists: ['topics'],
    messages: {
      invalid: 'Please enter a valid e-mail address.',
      rateLimited: 'Too many sign-ups from your network. Please try again later.',
    },
  });

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { subscribers, guide, editions } = loaderData;
  const [latest, ...earlier] = editions.items;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Newsletter' }]} />
      <header className="mt-4">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Weekly, every Friday</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">The Friday digest</h1>
        <p className="mt-4 text-lg text-muted">
          The week's biggest stories in electronic music in one e-mail, plus at most one or two breaking
          alerts a month.
          {/* Counted from the database (confirmed subscribers, editions sent): nothing when there are none. */}
          {subscribers > 0
            ? ` Join ${formatNumber(subscribers)} ${subscribers === 1 ? 'reader' : 'readers'}.`
            : ''}
          {editions.total > 0
            ? ` ${formatNumber(editions.total)} ${editions.total === 1 ? 'edition' : 'editions'} sent so far.`
            : ''}
        </p>
      </header>

      <section aria-label="Sign up" className="mt-8">
        <NewsletterSignupForm email={loaderData.email} />
      </section>

      <NewsletterFestivalGuide festivals={guide.festivals} total={guide.total} />

      <section aria-labelledby="benefits-title" className="mt-12">
        <h2 id="benefits-title" className="text-2xl font-bold">
          What you get
        </h2>
        <NewsletterBenefits />
      </section>

      <section aria-labelledby="latest-title" className="mt-12">
        <h2 id="latest-title" className="text-2xl font-bold">
          The latest edition
        </h2>
        {latest ? (
          <>
            <LatestEdition edition={latest} />
            {earlier.length > 0 ? (
              <>
                <h3 className="mt-8 text-lg font-bold">Earlier editions</h3>
                <EditionList editions={earlier} />
              </>
            ) : null}
            <PageLink
              to="/newsletter/editions"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
            >
              {editions.total === 1 ? 'The edition page' : `All ${formatNumber(editions.total)} editions`}
            </PageLink>
          </>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-border p-8 text-center text-muted">
            No edition has gone out yet. The first one arrives on a Friday morning: sign up above to get it.
          </p>
        )}
      </section>

      <section aria-labelledby="faq-title" className="mt-12">
        <h2 id="faq-title" className="text-2xl font-bold">
          Questions
        </h2>
        <NewsletterFaq />
      </section>
    </div>
  );
}
