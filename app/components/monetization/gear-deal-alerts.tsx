import { NewsletterQuickSignup } from '../newsletter/newsletter-quick-signup';

/**
 * Deal alerts are the newsletter's deals topic: the form posts to /newsletter's own action (the same
 * sign-up, checks, confirmation e-mail and limits) with that topic. With scripts the answer shows here;
 * without, the browser lands on /newsletter with it.
 */
export function GearDealAlerts() {
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
      <NewsletterQuickSignup
        id="deal-alerts"
        topics={['deals']}
        submitLabel="Subscribe to Deal Alerts"
        done="You're on the list for deal alerts. Check your inbox and follow the link we sent to confirm your address."
        showLabel
      />
    </section>
  );
}
