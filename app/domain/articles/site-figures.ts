import type { SiteStats } from './site-stats.server';

export type Figure = { label: string; value: number };

/**
 * How to speak of the sources: the crawled ones when there are any, else the demo's (whose stories a new
 * installation shows), else nothing. The hero and the footer both use it, so they never disagree.
 */
export function sourcesFigure(stats: Pick<SiteStats, 'activeSources' | 'demoSources'>): Figure | undefined {
  if (stats.activeSources > 0) return { label: 'Sources followed', value: stats.activeSources };
  if (stats.demoSources > 0) return { label: 'Demo sources', value: stats.demoSources };
  return undefined;
}

/**
 * The figures the home page shows about this installation. A zero says nothing to a reader (and reads as
 * broken on a new installation), so a figure that is zero is left out.
 */
export function heroFigures(stats: SiteStats): Figure[] {
  return [
    sourcesFigure(stats),
    { label: 'Stories published', value: stats.publishedArticles },
    { label: 'Told by 2+ sources', value: stats.multiSourceArticles },
    { label: 'New in 24 hours', value: stats.articlesToday },
    { label: 'Newsletter readers', value: stats.subscribers },
  ].filter((figure): figure is Figure => Boolean(figure && figure.value > 0));
}
