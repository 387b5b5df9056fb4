import { type Figure, sourcesFigure } from '~/domain/articles/site-figures';
import type { SiteStats } from '~/domain/articles/site-stats.server';

/**
 * The figures /advertise shows advertisers, all counted from the database: what the site publishes, whom it
 * follows, how often it is read and who gets the newsletter. A zero says nothing, so it is left out; nothing
 * is estimated or rounded up.
 */
export function audienceFigures(
  stats: Pick<SiteStats, 'publishedArticles' | 'activeSources' | 'demoSources' | 'subscribers'>,
  articleViews: number,
): Figure[] {
  return [
    { label: 'Stories published', value: stats.publishedArticles },
    { label: 'Article views', value: articleViews },
    sourcesFigure(stats),
    { label: 'Newsletter readers', value: stats.subscribers },
  ].filter((figure): figure is Figure => Boolean(figure && figure.value > 0));
}
