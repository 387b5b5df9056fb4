import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { resourceLinks, sectionLinks } from '~/components/nav-links';
import {
  articlesOfMonth,
  authorsWithArticles,
  catalogEntries,
  catalogSections,
  recentNews,
  tagsInUse,
  type SitemapEntry,
} from '~/domain/feeds/sitemap.server';
import { renderNewsSitemap, renderUrlSet, renderUrlSetInParts } from '~/domain/feeds/sitemap-xml';
import { editionSitemapEntries } from '~/domain/newsletter/editions.server';
import type { Route } from './+types/sitemap-part';
import { sitemapResponse, streamedSitemapResponse } from './shared/sitemap-response';
import { absoluteUrl } from './shared/seo';

/** The site's own pages: every section and resource page the header and footer link to (not the feed). */
const sitePages = [...sectionLinks, ...resourceLinks]
  .map((link) => link.to)
  .filter((path) => !path.endsWith('.xml'));

/** One part of the sitemap index (`/sitemaps/pages.xml`, `articles-2026-11.xml`, …); 404 for anything else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const absolute = (entries: SitemapEntry[]) =>
    entries.map((entry) => ({
      url: absoluteUrl(config.SITE_URL, entry.path),
      lastModified: entry.lastModified,
    }));
  async function* absoluteBatches(batches: AsyncIterable<SitemapEntry[]>) {
    for await (const batch of batches) yield absolute(batch);
  }
  if (!params.part.endsWith('.xml')) throw data(null, { status: 404 });
  const name = params.part.slice(0, -'.xml'.length);
  if (name === 'news') {
    const news = await recentNews(db);
    return sitemapResponse(
      renderNewsSitemap(
        config.SITE_NAME,
        news.map((entry) => ({ ...entry, url: absoluteUrl(config.SITE_URL, entry.path) })),
      ),
    );
  }
  if (name === 'pages')
    return sitemapResponse(renderUrlSet(absolute(sitePages.map((path) => ({ path, lastModified: null })))));
  if (name === 'tags') return sitemapResponse(renderUrlSet(absolute(await tagsInUse(db))));
  if (name === 'newsletter')
    return sitemapResponse(
      renderUrlSet(
        absolute([
          { path: '/newsletter/editions', lastModified: null },
          ...(await editionSitemapEntries(db)),
        ]),
      ),
    );
  if (name === 'authors') return sitemapResponse(renderUrlSet(absolute(await authorsWithArticles(db))));
  const section = catalogSections.find((candidate) => candidate === name);
  if (section) return sitemapResponse(renderUrlSet(absolute(await catalogEntries(db, section))));
  const month = /^articles-(.+)$/.exec(name)?.[1];
  // A month's file may hold 50,000 URLs: it is written as its articles are read, a batch at a time.
  const monthly = month ? await articlesOfMonth(db, month) : undefined;
  if (monthly) return streamedSitemapResponse(renderUrlSetInParts(absoluteBatches(monthly)));
  throw data(null, { status: 404 });
}
