import { useFetcher } from 'react-router';
import type { FormAnswer } from '~/routes/shared/public-form.server';
import { buttonClass } from './ui/button-link';
import { useFormAnswer } from './use-form-answer';

/**
 * Deal alerts are the newsletter's deals topic: the form posts to /newsletter's own action (the same
 * sign-up, checks, confirmation e-mail and limits) with that topic. With scripts the answer shows here;
 * without, the browser lands on /newsletter with it.
 */
export function GearDealAlerts() {
  const fetcher = useFetcher<FormAnswer>();
  const answer = useFormAnswer(fetcher);
  const failed = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <section
      aria-labelledby="deal-alerts-title"
      className="mt-12 grid gap-6 rounded-2xl border border-border bg-surface p-6 md:grid-cols-2 md:items-center"
    >
      <div>
        <h2 id="deal-alerts-title" className="text-2xl font-bold">
          Deal alerts
        </h2>
        <p className="mt-2 text-muted">
          New price drops on DJ and studio gear, in your inbox. We ask you to confirm your address first, and
          every e-mail has a link to stop them.
        </p>
      </div>
      {answer?.ok ? (
        <p role="status" className="rounded-2xl border border-border bg-bg p-5 font-semibold">
          You're on the list for deal alerts. Please confirm your address from the e-mail we send you.
        </p>
      ) : (
        <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2">
          <input type="hidden" name="topics" value="deals" />
          <label htmlFor="deal-alerts-email" className="text-sm font-semibold">
            E-mail address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="deal-alerts-email"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={failed?.values.email}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? 'deal-alerts-error' : undefined}
              className="min-h-11 flex-1 rounded-full border border-border bg-bg px-4 text-text placeholder:text-muted"
            />
            <button type="submit" disabled={busy} className={buttonClass('primary')}>
              {busy ? 'Subscribing…' : 'Subscribe to Deal Alerts'}
            </button>
          </div>
          {failed ? (
            <p id="deal-alerts-error" role="alert" className="text-sm text-danger">
              {failed.fieldErrors.email?.[0] ?? failed.message}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </section>
  );
}
