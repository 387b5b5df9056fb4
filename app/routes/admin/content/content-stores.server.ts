import { data } from 'react-router';
import type { ContentKind } from '~/domain/content-desk/content-kind.server';
import { adPackageKind } from '~/domain/monetization/ad-package-desk.server';
import { authorKind } from '~/domain/articles/author-desk.server';
import { chartKind } from '~/domain/charts/chart-desk.server';
import { festivalKind } from '~/domain/festivals/festival-desk.server';
import { gearDealKind } from '~/domain/monetization/gear-deal-desk.server';
import { gearKind } from '~/domain/gear/gear-desk.server';
import { houseAdKind } from '~/domain/monetization/house-ad-desk.server';
import { interviewKind } from '~/domain/interviews/interview-desk.server';
import { lexiconKind } from '~/domain/content-desk/lexicon-desk.server';
import { releaseKind } from '~/domain/releases/release-desk.server';
import { reviewKind } from '~/domain/reviews/review-desk.server';
import { isContentKind, type ContentKindKey } from './content-kinds';

/** Each kind's store, under the keys of content-kinds.ts. */
const stores: Record<ContentKindKey, ContentKind> = {
  releases: releaseKind,
  festivals: festivalKind,
  interviews: interviewKind,
  gear: gearKind,
  reviews: reviewKind,
  charts: chartKind,
  'gear-deals': gearDealKind,
  'house-ads': houseAdKind,
  'ad-packages': adPackageKind,
  authors: authorKind,
  lexicon: lexiconKind,
};

/** The kind a URL names, or a 404 for anything else. */
export function kindFrom(key: string | undefined): { key: ContentKindKey; store: ContentKind } {
  if (!isContentKind(key)) throw data({ message: 'No such kind of content' }, { status: 404 });
  return { key, store: stores[key] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entry's id from the URL, or a 404 for one that cannot be an id. */
export function entryIdFrom(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw data({ message: 'No such entry' }, { status: 404 });
  return id.toLowerCase();
}

/** The text fields of a posted form (files and other parts aside). */
export function postedText(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}
