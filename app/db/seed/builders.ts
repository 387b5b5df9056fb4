import { randomUUID } from 'node:crypto';
import { htmlToText, readTimeMinutes, sanitizeRichHtml } from '~/lib/html';
import { slugify } from '~/lib/slug';
import type { articleSources, articles, articleTags, profiles, tags } from '../schema/content';
import type { adSlots, gearDeals, houseAds } from '../schema/monetization';
import type { sources } from '../schema/newsroom';

// Builders return complete insert rows with sensible defaults; the seed and the tests both use them.

export type ProfileRow = typeof profiles.$inferInsert & { id: string };
export type ArticleRow = typeof articles.$inferInsert & { id: string };
export type TagRow = typeof tags.$inferInsert & { id: string };
export type ArticleTagRow = typeof articleTags.$inferInsert;
export type ArticleSourceRow = typeof articleSources.$inferInsert;
export type SourceRow = typeof sources.$inferInsert & { id: string };
export type GearDealRow = typeof gearDeals.$inferInsert;
export type AdSlotRow = typeof adSlots.$inferInsert;
export type HouseAdRow = typeof houseAds.$inferInsert;

export function buildProfile(overrides: Partial<ProfileRow> = {}): ProfileRow {
  const name = overrides.name ?? 'Test Author';
  return {
    id: randomUUID(),
    name,
    handle: overrides.handle ?? `${slugify(name)}-${randomUUID().slice(0, 6)}`,
    bio: 'Writes about electronic music.',
    avatarUrl: null,
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<ArticleRow> & { title?: string } = {}): ArticleRow {
  const title = overrides.title ?? `Test article ${randomUUID().slice(0, 8)}`;
  const content = sanitizeRichHtml(overrides.content ?? '<p>A short test article about a techno record.</p>');
  const text = htmlToText(content);
  const status = overrides.status ?? 'published';
  return {
    id: randomUUID(),
    slug: slugify(title),
    title,
    summary: text.slice(0, 200),
    category: 'news',
    status,
    publishedAt: status === 'published' ? new Date() : null,
    readTime: readTimeMinutes(text),
    views: 0,
    ...overrides,
    content,
  };
}

export function buildTag(name: string, kind: TagRow['kind'] = 'topic'): TagRow {
  return { id: randomUUID(), name, slug: slugify(name, 60), kind };
}

export function buildSource(overrides: Partial<SourceRow> = {}): SourceRow {
  const url = overrides.url ?? `http://127.0.0.1:9/feed-${randomUUID().slice(0, 8)}.xml`;
  return {
    id: randomUUID(),
    name: 'Test Source',
    category: 'news',
    kind: 'news',
    isActive: true,
    autoPublish: false,
    ...overrides,
    url,
    host: new URL(url).host,
  };
}

/** The ad placements named in the spec, with their sizes; header and footer have a mobile size too. */
export function buildAdSlots(): AdSlotRow[] {
  const slot = (key: string, width: number, height: number, mobile?: [number, number]): AdSlotRow => ({
    key,
    width,
    height,
    mobileWidth: mobile?.[0] ?? null,
    mobileHeight: mobile?.[1] ?? null,
    type: 'house',
    networkSlotName: `dropwire_${key.replace(/-/g, '_')}`,
    enabled: true,
  });
  return [
    slot('header-728x90', 728, 90, [320, 100]),
    slot('header-970x90', 970, 90, [320, 100]),
    slot('mobile-320x100', 320, 100),
    slot('inarticle-1', 300, 250),
    slot('inarticle-2', 300, 250),
    slot('sidebar-300x250', 300, 250),
    slot('footer-970x90', 970, 90, [320, 100]),
    slot('sticky-bottom', 320, 50),
    slot('GEAR_DEALS_TOP', 728, 90, [320, 100]),
    slot('GEAR_DEALS_BOTTOM', 728, 90, [320, 100]),
  ];
}

export function buildHouseAds(): HouseAdRow[] {
  return [
    {
      title: 'The Friday digest',
      body: 'The week in electronic music, every Friday.',
      ctaLabel: 'Subscribe',
      href: '/newsletter',
      weight: 3,
    },
    {
      title: 'Heard something first?',
      body: 'Send the newsroom a tip; we read every one.',
      ctaLabel: 'Submit a tip',
      href: '/submit',
      weight: 2,
    },
    {
      title: 'Where to dance next',
      body: 'Festival dates, line-ups and ticket status, kept current.',
      ctaLabel: 'See festivals',
      href: '/festivals',
    },
    {
      title: 'What the clubs are playing',
      body: 'The charts, with every track and artist.',
      ctaLabel: 'See charts',
      href: '/charts',
    },
    {
      title: 'Gear, tested in the studio',
      body: 'Reviews of synths, controllers and headphones.',
      ctaLabel: 'Read reviews',
      href: '/reviews',
    },
    {
      title: 'Reach the dance floor',
      body: 'Sponsored articles, reviews and banners for your brand.',
      ctaLabel: 'Advertise',
      href: '/advertise',
    },
    {
      title: 'Deals on studio and DJ gear',
      body: 'Hand-checked prices from trusted shops.',
      ctaLabel: 'See deals',
      href: '/gear-deals',
    },
  ];
}
