import { createHash } from 'node:crypto';
import { appServices } from '~/app-context.server';
import { listLatestArticles } from '~/domain/content/articles.server';
import { renderRss } from '~/domain/content/rss-feed';
import { matchesEtag } from '~/lib/etag';
import type { Route } from './+types/rss';
import { absoluteUrl } from './shared/seo';

/**
 * The feed of the newest 30 articles. Marked public, so the page cache renders it once for all readers
 * (server/page-cache.ts); feed readers send back its ETag and get 304 while it is unchanged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const articles = await listLatestArticles(db, 30);
  const xml = renderRss(
    {
      title: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      feedUrl: absoluteUrl(config.SITE_URL, '/rss.xml'),
      description: 'Electronic music news from every source.',
    },
    articles.map((article) => ({
      title: article.title,
      url: absoluteUrl(config.SITE_URL, `/news/${article.slug}`),
      summary: article.excerpt,
      publishedAt: article.publishedAt,
      category: article.category,
      author: article.author?.name ?? null,
    })),
  );
  // Weak: compression may send the same feed in other bytes.
  const etag = `W/"${createHash('sha1').update(xml).digest('base64url')}"`;
  const headers = {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    ETag: etag,
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
