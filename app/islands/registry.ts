import type { ComponentType } from 'react';

/**
 * Every island by name, loaded on demand: a page fetches the code of the islands it has, and nothing else.
 * `scripts/build-islands.js` reads this table (name and module) to list each island's files for the server.
 * Keep one entry per line in this form.
 */
export const islandModules = {
  'site-header': () => import('../components/site-header').then((module) => module.SiteHeaderView),
  'newsletter-quick-signup': () =>
    import('../components/newsletter/newsletter-quick-signup').then(
      (module) => module.NewsletterQuickSignupView,
    ),
  'newsletter-signup-form': () =>
    import('../components/newsletter/newsletter-signup-form').then(
      (module) => module.NewsletterSignupFormView,
    ),
  'follow-form': () => import('../components/newsletter/follow-form').then((module) => module.FollowFormView),
  'grouping-report-form': () =>
    import('../components/participation/grouping-report-form').then(
      (module) => module.GroupingReportFormView,
    ),
  'advertise-inquiry-form': () =>
    import('../components/monetization/advertise-inquiry-form').then(
      (module) => module.AdvertiseInquiryFormView,
    ),
  'contact-form': () =>
    import('../components/participation/contact-form').then((module) => module.ContactFormView),
  'tip-form': () => import('../components/participation/tip-form').then((module) => module.TipFormView),
  'pending-submit-button': () =>
    import('../components/pending-submit-button').then((module) => module.PendingSubmitButtonView),
  'list-filters': () => import('../components/list-filters').then((module) => module.ListFiltersView),
  'news-filters': () =>
    import('../components/articles/news-filters').then((module) => module.NewsFiltersView),
  'search-filters': () =>
    import('../components/search/search-filters').then((module) => module.SearchFiltersView),
  'live-news-notice': () =>
    import('../components/articles/live-news-notice').then((module) => module.LiveNewsNoticeView),
  'video-facade': () => import('../components/video-facade').then((module) => module.VideoFacadeView),
  'chart-entry': () =>
    import('../components/charts/chart-entries').then((module) => module.ChartEntryRowView),
  'release-preview': () =>
    import('../components/releases/release-play-button').then((module) => module.PreviewButtonView),
  'sideways-scroll': () =>
    import('../components/sideways-scroll').then((module) => module.SidewaysScrollView),
  'network-ad': () => import('../components/monetization/ad-slot').then((module) => module.NetworkAdView),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandModules;
