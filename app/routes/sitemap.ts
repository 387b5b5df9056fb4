import { appServices } from '~/app-context.server';
import { catalogLastModified, catalogSections, publishedMonths } from '~/domain/feeds/sitemap.server';
import { editionSitemapEntries } from '~/domain/newsletter/editions.server';
import { renderSitemapIndex } from '~/domain/feeds/sitemap-xml';
import type { Route } from './+types/sitemap';
import { sitemapResponse } from './shared/sitemap-response';
import { absoluteUrl } from './shared/seo';

/**
 * The sitemap index: the site's pages, tags and authors, the newsletter's editions, the news of two days, each
 * section's entries (releases, festivals, reviews, interviews, charts) and articles by month.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const [months, catalog, editions] = await Promise.all([
    publishedMonths(db),
    catalogLastModified(db),
    editionSitemapEntries(db),
  ]);
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
      ...catalogSections.map((section) => part(section, catalog[section])),
      part('newsletter', editions[0]?.lastModified ?? null),
      ...months.map(({ month, lastModified }) => part(`articles-${month}`, lastModified)),
    ]),
  );
}
