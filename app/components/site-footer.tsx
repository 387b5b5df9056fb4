import { formatNumber, formatTimeAgo } from '~/lib/format';
import { resourceLinks, sectionLinks } from './nav-links';
import { NewsletterQuickSignupIsland } from './newsletter/newsletter-quick-signup';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

export type FooterStats = {
  /** The same figure the home page shows: followed sources, else the demo's, else none. */
  sources: { label: string; value: number } | null;
  lastPublishedAt: string | null;
};

/**
 * The reader's footer. What it shows is a few words (the site's name, the last update's age, the sources'
 * figure, the year), the same on every page until one of them changes: rendered once for each (decision 042).
 */
export function SiteFooter({ siteName, stats, now }: { siteName: string; stats: FooterStats; now: string }) {
  const shown: FooterText = {
    siteName,
    lastUpdate: stats.lastPublishedAt ? formatTimeAgo(stats.lastPublishedAt, new Date(now)) : 'not yet',
    sources: stats.sources ? `${formatNumber(stats.sources.value)} ${stats.sources.label}` : 'No sources yet',
    year: new Date(now).getUTCFullYear(),
  };
  return (
    <KeptMarkup
      as="footer"
      className="mt-16 border-t border-border bg-surface"
      component={FooterContent}
      props={shown}
    />
  );
}

type FooterText = { siteName: string; lastUpdate: string; sources: string; year: number };

/**
 * Plain links and the newsletter's sign-up island (which reads nothing of the page): no router, so it renders
 * on its own, and it all works without JavaScript.
 */
function FooterContent({ siteName, lastUpdate, sources, year }: FooterText) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">{siteName}</p>
          <p className="mt-2 text-sm text-muted">
            Electronic music news gathered from many sources, grouped into stories and overseen by editors.
          </p>
          <ul className="mt-4 space-y-1 text-sm text-muted">
            <li>Last update: {lastUpdate}</li>
            <li>{sources}</li>
          </ul>
        </div>
        <FooterLinks id="footer-navigate" title="Navigate" links={sectionLinks} />
        <FooterLinks id="footer-resources" title="Resources" links={resourceLinks} />
        <div>
          <h2 id="footer-newsletter" className="text-sm font-bold uppercase tracking-wide">
            Newsletter
          </h2>
          <p className="mt-3 text-sm text-muted">The week in electronic music, every Friday.</p>
          {/* The newsletter's own sign-up (same action, checks, limits and double opt-in): it answers here
              with scripts, and on /newsletter's form without them. */}
          <div className="mt-3">
            <NewsletterQuickSignupIsland
              id="footer"
              submitLabel="Subscribe"
              stacked
              labelledBy="footer-newsletter"
              done="You're on the list. Check your inbox: follow the link we sent to confirm your address."
            />
          </div>
        </div>
      </div>
      <p className="border-t border-border px-4 py-6 text-center text-xs text-muted">
        © {year} {siteName}. All rights reserved. Powered by AI, overseen by editors.
      </p>
    </>
  );
}

/** One titled column of links. A link marked `reloadDocument` leaves the app (the RSS feed, say). */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string; reloadDocument?: boolean }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold uppercase tracking-wide">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <PageLink
              to={link.to}
              reloadDocument={link.reloadDocument}
              className="inline-block py-1 text-sm text-muted hover:text-text"
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
