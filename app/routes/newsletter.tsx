import { data, useFetcher } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { NewsletterTopics } from '~/components/newsletter-topics';
import { buttonClass } from '~/components/ui/button-link';
import { useFormAnswer } from '~/components/use-form-answer';
import { TextField } from '~/components/ui/field';
import { parseSubscription } from '~/domain/newsletter/subscribe-form';
import { signUp } from '~/domain/newsletter/opt-in.server';
import type { Route } from './+types/newsletter';
import { privatePage, publicPage } from './shared/cache-headers';
import { siteStats } from './shared/footer-stats.server';
import { publicFormAction } from './shared/public-form.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';

const prefill = z.object({ email: z.string().trim().max(254).catch('').default('') });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const { email } = prefill.parse(Object.fromEntries(new URL(request.url).searchParams));
  const stats = await siteStats(db);
  const page = {
    email,
    subscribers: stats.subscribers,
    seo: {
      title: 'Newsletter',
      description: 'The week in electronic music, every Friday.',
      canonical: absoluteUrl(config.SITE_URL, '/newsletter'),
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [{ label: 'Newsletter' }],
        absoluteUrl(config.SITE_URL, '/newsletter'),
      ),
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
    messages: {
      invalid: 'Please enter a valid e-mail address.',
      rateLimited: 'Too many sign-ups from your network. Please try again later.',
    },
  });

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const answer = useFormAnswer(fetcher);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Newsletter' }]} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-5xl">The Friday digest</h1>
      <p className="mt-4 text-lg text-muted">
        The week's biggest stories in electronic music, every Friday, plus at most one or two breaking alerts
        a month.
        {loaderData.subscribers > 0 ? ` Join ${loaderData.subscribers.toLocaleString('en-US')} readers.` : ''}
      </p>
      {answer?.ok ? (
        <div role="status" className="mt-8 rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-xl font-bold">You're on the list</h2>
          <p className="mt-2 text-muted">
            Welcome to the community. We have sent a link to confirm your address: follow it, and your welcome
            e-mail with the festival guide is on its way. Nothing else comes until you confirm.
          </p>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          className="mt-8 flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6"
        >
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={failed?.values.email ?? loaderData.email}
            errors={failed?.fieldErrors.email}
          />
          <NewsletterTopics legend="Topics (optional)" />
          <div>
            <button type="submit" disabled={busy} className={buttonClass('primary')}>
              {busy ? 'Subscribing…' : 'Subscribe'}
            </button>
          </div>
          {/* A field's own error says it already; the form's message is for what no field explains. */}
          {failed && Object.keys(failed.fieldErrors).length === 0 ? (
            <p role="alert" className="text-danger">
              {failed.message}
            </p>
          ) : null}
        </fetcher.Form>
      )}
      <section aria-labelledby="faq-title" className="mt-12">
        <h2 id="faq-title" className="text-2xl font-bold">
          Questions
        </h2>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className="font-semibold">How often will I hear from you?</dt>
            <dd className="text-muted">
              Weekly, on Fridays, with at most one or two breaking alerts a month.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Can I change what I receive?</dt>
            <dd className="text-muted">Yes: every e-mail has links to change your topics or unsubscribe.</dd>
          </div>
          <div>
            <dt className="font-semibold">Will you share my address?</dt>
            <dd className="text-muted">Never. Your information is not sold or shared.</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
