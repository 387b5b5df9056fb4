import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TrackedFestival } from '~/domain/content/festival-tracker.server';
import type { SiteStats } from '~/domain/content/site-stats.server';
import type { TrendingArtist, TrendingTag } from '~/domain/content/trending.server';
import type { GearDeal } from '~/domain/monetization/gear-deals.server';
import { createMarkupMemo } from '~/lib/markup-memo.server';
import { MarkupMemoProvider } from '../memoized-markup';
import { FestivalTracker } from './festival-tracker';
import { GearDeals } from './gear-deals';
import { HomeHero } from './home-hero';
import { TrendingArtists } from './trending-artists';
import { TrendingTags } from './trending-tags';

const festival: TrackedFestival = {
  slug: 'dekmantel',
  name: 'Dekmantel',
  location: 'Amsterdam',
  country: 'Netherlands',
  dateStart: '2026-12-01',
  dateEnd: '2026-12-03',
  genres: ['techno', 'house'],
  phase: 'upcoming',
};
const artists: TrendingArtist[] = [
  { name: 'Peggy Gou', slug: 'peggy-gou', count: 4, previousCount: 1 },
  { name: 'Four Tet', slug: 'four-tet', count: 2, previousCount: 0 },
];
const tags: TrendingTag[] = [{ name: 'techno', slug: 'techno', kind: 'genre', count: 9 }];
const deal: GearDeal = {
  id: 'deal-1',
  title: 'Roland TR-1000',
  brand: 'Roland',
  model: 'TR-1000',
  shop: 'Thomann',
  rating: 4.5,
  originalPriceCents: 699_900,
  dealPriceCents: 599_900,
  currency: 'EUR',
  imageUrl: null,
  benefits: ['Free shipping'],
  discount: 14,
  listedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
};
const stats: SiteStats = {
  publishedArticles: 1_234,
  multiSourceArticles: 321,
  articlesToday: 12,
  activeSources: 48,
  demoSources: 0,
  subscribers: 5_600,
  lastPublishedAt: null,
};

const sections: Record<string, (change: boolean) => ReactElement> = {
  'the hero': (change) =>
    createElement(HomeHero, { stats: { ...stats, subscribers: change ? 5_601 : 5_600 } }),
  'trending tags': (change) =>
    createElement(TrendingTags, { tags: [{ ...tags[0]!, count: change ? 10 : 9 }] }),
  'the festival tracker': (change) =>
    createElement(FestivalTracker, { festivals: [festival], today: change ? '2026-11-30' : '2026-11-25' }),
  'trending artists': (change) =>
    createElement(TrendingArtists, { artists: change ? [artists[1]!, artists[0]!] : artists }),
  'gear deals': (change) => createElement(GearDeals, { deals: [{ ...deal, discount: change ? 15 : 14 }] }),
};

describe('the home page’s sections, rendered once per version', () => {
  it.each(Object.entries(sections))(
    'gives %s the markup of a render of its own, and renders it again when what it shows changes',
    (_name, section) => {
      const memo = createMarkupMemo();
      const withMemo = (element: ReactElement) =>
        renderToString(createElement(MarkupMemoProvider, { value: memo }, element));
      const plain = renderToString(section(false));
      expect(withMemo(section(false))).toBe(plain);
      expect(withMemo(section(false))).toBe(plain);
      const changed = renderToString(section(true));
      expect(changed).not.toBe(plain);
      expect(withMemo(section(true))).toBe(changed);
    },
  );
});
