import { useFetcher } from 'react-router';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { buttonClass } from '../ui/button-link';
import { useFormAnswer } from '../use-form-answer';

/**
 * The home page's sign-up: it posts to /newsletter's own action, so it is the same sign-up with the same
 * checks and limits. With scripts the answer shows here; without, the browser lands on /newsletter with it.
 */
export function NewsletterBand({ subscribers }: { subscribers: number }) {
  const fetcher = useFetcher<FormAnswer>();
  const answer = useFormAnswer(fetcher);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="newsletter-band-title" className="border-y border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-band-title" className="text-2xl font-bold sm:text-3xl">
            The week in electronic music, every Friday
          </h2>
          <p className="mt-2 text-muted">
            The biggest stories, releases and festival news in one e-mail.
            {subscribers > 0 ? ` Join ${subscribers.toLocaleString('en-US')} readers.` : ''}
          </p>
        </div>
        {answer?.ok ? (
          <p role="status" className="rounded-2xl border border-border bg-bg p-5 font-semibold">
            You're on the list. Before the first edition we'll ask you to confirm your address by e-mail.
          </p>
        ) : (
          <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2">
            <div className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor="home-newsletter-email" className="sr-only">
                E-mail address
              </label>
              <input
                id="home-newsletter-email"
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                defaultValue={failed?.values.email}
                aria-invalid={failed ? true : undefined}
                aria-describedby={failed ? 'home-newsletter-error' : undefined}
                className="min-h-11 flex-1 rounded-full border border-border bg-bg px-4 text-text placeholder:text-muted"
              />
              <button type="submit" disabled={busy} className={buttonClass('primary')}>
                {busy ? 'Subscribing…' : 'Subscribe'}
              </button>
            </div>
            {failed ? (
              <p id="home-newsletter-error" role="alert" className="text-sm text-danger">
                {failed.fieldErrors.email?.[0] ?? failed.message}
              </p>
            ) : null}
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
