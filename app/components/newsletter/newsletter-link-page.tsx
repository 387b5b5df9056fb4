import type { ReactNode } from 'react';
import { PageLink } from '~/components/page-link';

/** The frame of the pages a newsletter e-mail links to: confirm, preferences, unsubscribe. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <div className="mt-6 rounded-2xl border border-border bg-surface p-6">{children}</div>
      <p className="mt-6 text-sm">
        <PageLink to="/newsletter" className="text-muted underline hover:text-text">
          About the newsletter
        </PageLink>
      </p>
    </div>
  );
}

/** What a newsletter link's page shows when its link does not work (forged, expired, superseded). */
export function BrokenLinkPage({ problem }: { problem: string }) {
  return (
    <NewsletterLinkPage title="This link does not work">
      <p role="alert">{problem}</p>
    </NewsletterLinkPage>
  );
}
