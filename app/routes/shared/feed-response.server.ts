import { createHash } from 'node:crypto';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { categoryLabel } from '~/components/articles/category-label';
import { articleCategories } from '~/db/schema/enums';
import { loadFeedArticles } from '~/domain/feeds/feed-articles.server';
import { feedEntries, feedUpdatedAt, type FeedChannel, type FeedEntry } from '~/domain/feeds/feed-entry';
import { feedFormats, feedPath, type FeedFormat, type FeedScope } from '~/domain/feeds/feed-formats';
import { renderAtom } from '~/domain/feeds/feed-atom';
import { renderJsonFeed } from '~/domain/feeds/feed-json';
import { renderRss } from '~/domain/feeds/feed-rss';
import { matchesEtag } from '~/lib/etag';
import { STALE_WHILE_REVALIDATE_SECONDS } from './cache-headers';
import { feedTitle } from './feed-scope';
import { absoluteUrl } from './seo';

const renderers: Record<FeedFormat, (channel: FeedChannel, entries: FeedEntry[]) => string> = {
  rss: renderRss,
  atom: renderAtom,
  json: renderJsonFeed,
};

/**
 * The scope a feed URL names (app/routes.ts): at most one of these parameters is present. Tags are matched
 * lower-cased, as tag links are written (reading spec). Anything else is a page that does not exist.
 */
const scopeParams = z.union([
  z.object({ category: z.enum(articleCategories) }).transform((p) => ({ kind: 'category' as const, ...p })),
  z
    .object({ tag: z.string().min(1).max(200) })
    .transform((p) => ({ kind: 'tag' as const, slug: p.tag.toLowerCase() })),
  z.object({ handle: z.string().min(1).max(200) }).transform((p) => ({ kind: 'author' as const, ...p })),
  z
    .object({})
    .strict()
    .transform(() => ({ kind: 'site' as const })),
]);

/** The HTML page a scope's feed follows. */
function pagePath(scope: FeedScope): string {
  switch (scope.kind) {
    case 'site':
      return '/';
    case 'category':
      return `/news?category=${scope.category}`;
    case 'tag':
      return `/tags/${scope.slug}`;
    case 'author':
      return `/author/${scope.handle}`;
  }
}

function feedDescription(scope: FeedScope, siteName: string, name = ''): string {
  switch (scope.kind) {
    case 'site':
      return 'Electronic music news from every source.';
    case 'category':
      return `The latest ${categoryLabel(scope.category).toLowerCase()} stories on ${siteName}.`;
    case 'tag':
      return `Electronic music news tagged ${name}.`;
    case 'author':
      return `Articles by ${name}.`;
  }
}

type FeedArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

/**
 * One feed document: the newest articles of its scope in the asked format. Marked public, so the page cache
 * renders it once for all readers (app/rendering/page-cache.server.ts); feed readers send back its ETag and get 304 while it
 * is unchanged. An unknown category, tag or author is 404.
 */
export async function feedResponse({ request, params, context }: FeedArgs, format: FeedFormat) {
  const { db, config, logger } = context.get(appServices);
  const parsed = scopeParams.safeParse(Object.fromEntries(Object.entries(params).filter(([, v]) => v)));
  const source = parsed.success ? await loadFeedArticles(db, parsed.data) : undefined;
  if (!parsed.success || !source) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown feed');
    throw data(null, { status: 404 });
  }
  const scope = parsed.data;
  const absolute = (path: string) => absoluteUrl(config.SITE_URL, path);
  const entries = feedEntries(source.articles, { absolute, categoryLabel });
  const body = renderers[format](
    {
      title: feedTitle(scope, config.SITE_NAME, source.subject),
      description: feedDescription(scope, config.SITE_NAME, source.subject),
      pageUrl: absolute(pagePath(scope)),
      feedUrl: absolute(feedPath(scope, format)),
      siteName: config.SITE_NAME,
      language: config.SITE_LANGUAGE,
      iconUrl: absolute('/favicon.svg'),
      updatedAt: feedUpdatedAt(entries),
      hubUrl: config.WEBSUB_HUB_URL,
    },
    entries,
  );
  // Weak: compression may send the same feed in other bytes.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = {
    'Content-Type': `${feedFormats[format].contentType}; charset=utf-8`,
    'Cache-Control': `public, max-age=300, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    ETag: etag,
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
