import { createHash } from 'node:crypto';
import { appServices } from '~/app-context.server';
import type { Database } from '~/db/client.server';
import { listLatestArticles } from '~/domain/content/articles.server';
import { renderRss } from '~/domain/content/rss-feed';
import type { Config } from '~/lib/config.server';
import { cached } from '~/lib/ttl-cache';
import type { Route } from './+types/rss';
import { absoluteUrl } from './shared/seo';

type Feed = { xml: string; etag: string };
const byDatabase = new WeakMap<Database, () => Promise<Feed>>();

/** The feed, rendered at most every 30 seconds: readers poll it, and clients may keep it 5 minutes anyway. */
function latestFeed(db: Database, config: Config): Promise<Feed> {
  let get = byDatabase.get(db);
  if (!get) {
    get = cached(30_000, async () => {
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
      return { xml, etag: `W/"${createHash('sha1').update(xml).digest('base64url')}"` };
    });
    byDatabase.set(db, get);
  }
  return get();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const { xml, etag } = await latestFeed(db, config);
  const headers = {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    ETag: etag,
  };
  // Feed readers send back the ETag they have: an unchanged feed costs them a 304 and no body.
  const known = request.headers.get('if-none-match')?.split(/\s*,\s*/) ?? [];
  if (known.includes('*') || known.some((tag) => tag.replace(/^W\//, '') === etag.slice(2)))
    return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
