import type { FormLayout } from '~/domain/content-desk/form-fields';
import { adPackageLayout } from '~/domain/monetization/ad-package-form';
import { authorLayout } from '~/domain/articles/author-form';
import { chartLayout } from '~/domain/charts/chart-form';
import { festivalLayout } from '~/domain/festivals/festival-form';
import { gearDealLayout } from '~/domain/monetization/gear-deal-form';
import { gearLayout } from '~/domain/gear/gear-form';
import { houseAdLayout } from '~/domain/monetization/house-ad-form';
import { interviewLayout } from '~/domain/interviews/interview-form';
import { lexiconLayout } from '~/domain/content-desk/lexicon-form';
import { releaseLayout } from '~/domain/releases/release-form';
import { reviewLayout } from '~/domain/reviews/review-form';

// The kinds of content the desk manages, as the screens name them; their stores are in
// content-stores.server.ts under the same keys. A kind is listed here once it is finished.

export type ContentKindInfo = {
  /** One entry, in a sentence ("release") and at the start of one ("Release"). */
  singular: string;
  /** The list's heading. */
  plural: string;
  /** What the list holds, on the content page. */
  about: string;
  /** Only admins may open it (ad slots, house ads, packages); deleting is admin-only for every kind. */
  adminOnly: boolean;
  /** What an editor should know about when a change shows, on the list and edit pages. */
  note?: string;
  layout: FormLayout;
};

export const contentKinds = {
  releases: {
    singular: 'release',
    plural: 'Releases',
    about: 'Albums, EPs and singles with their tracks, shown under Releases.',
    adminOnly: false,
    layout: releaseLayout,
  },
  festivals: {
    singular: 'festival',
    plural: 'Festivals',
    about: 'Festivals with their line-up, stages, schedule, tickets and FAQ.',
    adminOnly: false,
    layout: festivalLayout,
  },
  interviews: {
    singular: 'interview',
    plural: 'Interviews',
    about: 'Conversations with artists: quotes, body, transcript, video and audio.',
    adminOnly: false,
    layout: interviewLayout,
  },
  gear: {
    singular: 'gear item',
    plural: 'Gear',
    about: 'Products for Tech & Gear and for reviews: brand, model, price and specifications.',
    adminOnly: false,
    layout: gearLayout,
  },
  reviews: {
    singular: 'review',
    plural: 'Reviews',
    about: 'Reviews of gear with rating, verdict, pros and cons, and where to buy.',
    adminOnly: false,
    layout: reviewLayout,
  },
  charts: {
    singular: 'chart',
    plural: 'Charts',
    about: 'Weekly and monthly charts with their ranked entries.',
    adminOnly: false,
    layout: chartLayout,
  },
  'gear-deals': {
    singular: 'gear deal',
    plural: 'Gear deals',
    about: 'Deals on Gear Deals: prices, shop, benefits, the affiliate link and when it ends.',
    adminOnly: false,
    layout: gearDealLayout,
  },
  'house-ads': {
    singular: 'house ad',
    plural: 'House ads',
    about: 'The site’s own promotions in house ad slots, drawn by weight.',
    adminOnly: true,
    layout: houseAdLayout,
  },
  'ad-packages': {
    singular: 'ad package',
    plural: 'Ad packages',
    about: 'The advertising packages offered on Advertise.',
    adminOnly: true,
    layout: adPackageLayout,
  },
  authors: {
    singular: 'author',
    plural: 'Authors',
    about: 'The people named as authors, interviewers and reviewers, with their pages.',
    adminOnly: false,
    layout: authorLayout,
  },
  lexicon: {
    singular: 'lexicon entry',
    plural: 'Lexicon',
    about: 'The names the newsroom tags stories with: artists, labels, festivals, brands, products, genres.',
    adminOnly: false,
    note: 'The newsroom reads the lexicon when it starts: a new or changed name tags stories from the next start of the worker. Tags already on articles stay as they are.',
    layout: lexiconLayout,
  },
} satisfies Record<string, ContentKindInfo>;

export type ContentKindKey = keyof typeof contentKinds;

export const isContentKind = (key: string | undefined): key is ContentKindKey =>
  key !== undefined && Object.hasOwn(contentKinds, key);

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The role a kind's pages ask for: admin for admin-only kinds, editor for the rest (and unknown keys, which 404). */
export const roleForKind = (key: string | undefined) =>
  isContentKind(key) && contentKinds[key].adminOnly ? 'admin' : 'editor';

export const listPath = (key: ContentKindKey) => `/admin/content/${key}`;
export const newPath = (key: ContentKindKey) => `/admin/content/${key}/new`;
export const editPath = (key: ContentKindKey, id: string) => `/admin/content/${key}/${id}`;
export const deletePath = (key: ContentKindKey, id: string) => `/admin/content/${key}/${id}/delete`;
