import { z } from 'zod';
import { notifyAdvertisingInquiry } from '~/domain/participation/notify-desk.server';
import { appServices } from '~/app-context.server';
import { AdvertiseFaq } from '~/components/monetization/advertise-faq';
import { AdvertiseInquiryForm } from '~/components/monetization/advertise-inquiry-form';
import { AdvertisePackages } from '~/components/monetization/advertise-packages';
import { AdvertiseReasons } from '~/components/monetization/advertise-reasons';
import { Breadcrumb } from '~/components/breadcrumb';
import { listAdPackages } from '~/domain/monetization/ad-packages.server';
import { audienceFigures } from '~/domain/monetization/audience-figures';
import { articleViewsTotal } from '~/domain/monetization/audience.server';
import {
  advertisingInquirySchema,
  submitAdvertisingInquiry,
} from '~/domain/participation/advertising-inquiries.server';
import { parseForm } from '~/lib/form-data';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/advertise';
import { publicPage } from './shared/cache-headers';
import { siteStats } from './shared/footer-stats.server';
import { publicFormAction } from './shared/public-form.server';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';

// `?package=` as a Get Started link sets it; anything else simply chooses nothing.
const query = z.object({ package: z.string().max(100).optional().catch(undefined) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const [packages, stats, articleViews] = await Promise.all([
    listAdPackages(db),
    siteStats(db),
    articleViewsTotal(db),
  ]);
  const asked = query.parse(Object.fromEntries(new URL(request.url).searchParams)).package;
  return {
    siteName: config.SITE_NAME,
    partnershipsEmail: config.PARTNERSHIPS_EMAIL ?? null,
    packages,
    chosen: packages.find((offer) => offer.slug === asked)?.slug ?? null,
    figures: audienceFigures(stats, articleViews),
    seo: sectionSeo(
      context,
      'Advertise',
      'Sponsored articles, product reviews and banners in front of electronic music fans, DJs and producers.',
      '/advertise',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export async function action(args: Route.ActionArgs) {
  // The package must be one on offer now, so the form is checked against the packages as stored.
  const packages = await listAdPackages(args.context.get(appServices).db);
  return publicFormAction(args, {
    parse: (form) => parseForm(advertisingInquirySchema(packages), form),
    submit: (db, input, sender, services) =>
      submitAdvertisingInquiry(db, input, sender).then(async (result) => {
        if (result.ok && !result.repeated) await notifyAdvertisingInquiry(services, input);
        return result;
      }),
    messages: {
      invalid: 'Please check the highlighted fields.',
      rateLimited: 'You have sent several inquiries in the last hour. Please try again later.',
    },
  });
}

const sectionTitle = 'text-2xl font-bold sm:text-3xl';

export default function Advertise({ loaderData }: Route.ComponentProps) {
  const { siteName, partnershipsEmail, packages, chosen, figures } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Advertise' }]} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-5xl">Advertise with {siteName}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Put your release, event, gear or software in front of the people who dance to it, play it and make it:
        with a sponsored article, an in-depth review or banners across the site.
      </p>
      {figures.length > 0 ? (
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-2xl border border-border bg-surface p-5">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold">{formatNumber(figure.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <section aria-labelledby="packages-title" className="mt-14">
        <h2 id="packages-title" className={sectionTitle}>
          Advertising packages
        </h2>
        {packages.length > 0 ? (
          <AdvertisePackages packages={packages} />
        ) : (
          <p className="mt-4 text-muted">
            No packages are listed right now. Tell us what you have in mind and we'll make you an offer.
          </p>
        )}
      </section>

      <section aria-labelledby="reasons-title" className="mt-14">
        <h2 id="reasons-title" className={sectionTitle}>
          Why advertise with {siteName}
        </h2>
        <AdvertiseReasons />
      </section>

      <section
        id="inquiry"
        aria-labelledby="inquiry-title"
        className="mt-14 grid scroll-mt-24 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div>
          <h2 id="inquiry-title" className={sectionTitle}>
            Partnership inquiry
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Tell us about your brand and campaign. We respond within 24 hours.
          </p>
          <AdvertiseInquiryForm
            packages={packages.map(({ slug, name }) => ({ slug, name }))}
            chosen={chosen}
          />
        </div>
        <aside className="h-fit rounded-2xl border border-border bg-surface p-6 text-sm">
          <h3 className="text-lg font-bold">What happens next</h3>
          <p className="mt-2 text-muted">
            Our partnerships team reads every inquiry and answers within 24 hours with a proposal, dates and
            the next steps.
          </p>
          {partnershipsEmail ? (
            <p className="mt-4">
              Prefer e-mail? Write to{' '}
              <a href={`mailto:${partnershipsEmail}`} className="font-semibold text-accent underline">
                {partnershipsEmail}
              </a>
              .
            </p>
          ) : null}
        </aside>
      </section>

      <section aria-labelledby="faq-title" className="mt-14">
        <h2 id="faq-title" className={sectionTitle}>
          Frequently asked questions
        </h2>
        <AdvertiseFaq />
      </section>
    </div>
  );
}
