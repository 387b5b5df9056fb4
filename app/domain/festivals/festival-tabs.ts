// A festival page's tabs, each a page of its own so it works without JavaScript and can be shared:
// /festivals/{slug} is the Overview, the others are /festivals/{slug}/{tab}. Pure.

export const festivalTabs = [
  { key: 'overview', label: 'Overview' },
  { key: 'lineup', label: 'Lineup' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'tickets', label: 'Tickets' },
  { key: 'faq', label: 'FAQ' },
] as const;

export type FestivalTab = (typeof festivalTabs)[number]['key'];

/** The tab a URL segment names (none: the Overview), or undefined for a tab that does not exist. */
export function festivalTabOf(segment: string | undefined): FestivalTab | undefined {
  if (segment === undefined) return 'overview';
  // The Overview has one URL, the festival's own; /overview is not another name for it.
  return festivalTabs.find((tab) => tab.key === segment && tab.key !== 'overview')?.key;
}

export const festivalTabHref = (slug: string, tab: FestivalTab): string =>
  tab === 'overview' ? `/festivals/${slug}` : `/festivals/${slug}/${tab}`;

export const festivalTabLabel = (tab: FestivalTab): string =>
  festivalTabs.find((entry) => entry.key === tab)?.label ?? 'Overview';
