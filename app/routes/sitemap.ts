import { appServices } from '~/app-context.server';
import { publishedMonths } from '~/domain/content/sitemap.server';
import { renderSitemapIndex } from '~/domain/content/sitemap-xml';
import type { Route } from './+types/sitemap';
import { sitemapResponse } from './shared/sitemap-response';
import { absoluteUrl } from './shared/seo';

/** The sitemap index: the site's pages, tags and authors, the news of two days, and articles by month. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const months = await publishedMonths(db);
  const newest = months[0]?.lastModified ?? null;
  const part = (name: string, lastModified: Date | null) => ({
    url: absoluteUrl(config.SITE_URL, `/sitemaps/${name}.xml`),
    lastModified,
  });
  return sitemapResponse(
    renderSitemapIndex([
      part('pages', null),
      part('news', newest),
      part('tags', newest),
      part('authors', newest),
      ...months.map(({ month, lastModified }) => part(`articles-${month}`, lastModified)),
    ]),
  );
}
