import type { ComponentType } from 'react';

/**
 * Every island by name, loaded on demand: a page fetches the code of the islands it has, and nothing else.
 * `scripts/build-islands.js` reads this table (name and module) to list each island's files for the server.
 * Keep one entry per line in this form.
 */
export const islandModules = {
  'site-header': () => import('../components/site-header').then((module) => module.SiteHeaderView),
  'newsletter-quick-signup': () =>
    import('../components/newsletter-quick-signup').then((module) => module.NewsletterQuickSignupView),
  'newsletter-signup-form': () =>
    import('../components/newsletter-signup-form').then((module) => module.NewsletterSignupFormView),
  'follow-form': () => import('../components/follow-form').then((module) => module.FollowFormView),
  'grouping-report-form': () =>
    import('../components/grouping-report-form').then((module) => module.GroupingReportFormView),
  'advertise-inquiry-form': () =>
    import('../components/advertise-inquiry-form').then((module) => module.AdvertiseInquiryFormView),
  'contact-form': () => import('../components/contact-form').then((module) => module.ContactFormView),
  'tip-form': () => import('../components/tip-form').then((module) => module.TipFormView),
  'pending-submit-button': () =>
    import('../components/pending-submit-button').then((module) => module.PendingSubmitButtonView),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandModules;
