import { NewsletterQuickSignup } from '../newsletter/newsletter-quick-signup';

/**
 * The home page's sign-up: it posts to /newsletter's own action, so it is the same sign-up with the same
 * checks and limits. With scripts the answer shows here; without, the browser lands on /newsletter with it.
 */
export function NewsletterBand({ subscribers }: { subscribers: number }) {
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
        <NewsletterQuickSignup
          id="home-newsletter"
          submitLabel="Subscribe"
          done="You're on the list. Check your inbox: follow the link we sent to confirm your address."
        />
      </div>
    </section>
  );
}
