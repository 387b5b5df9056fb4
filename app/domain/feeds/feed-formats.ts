import type { ArticleCategory } from '~/db/schema/enums';

/** The formats every feed is offered in, each at its own file name under the feed's scope. */
export const feedFormats = {
  rss: { file: 'rss.xml', contentType: 'application/rss+xml', label: 'RSS' },
  atom: { file: 'atom.xml', contentType: 'application/atom+xml', label: 'Atom' },
  json: { file: 'feed.json', contentType: 'application/feed+json', label: 'JSON Feed' },
} as const;

export type FeedFormat = keyof typeof feedFormats;

/** What a feed follows: the whole site, one News category, one tag or one author. */
export type FeedScope =
  | { kind: 'site' }
  | { kind: 'category'; category: ArticleCategory }
  | { kind: 'tag'; slug: string }
  | { kind: 'author'; handle: string };

/** The folder a scope's feeds live in: `/`, `/category/tech/`, `/tags/techno/`, `/author/mara/`. */
function scopeFolder(scope: FeedScope): string {
  switch (scope.kind) {
    case 'site':
      return '/';
    case 'category':
      return `/category/${scope.category}/`;
    case 'tag':
      return `/tags/${encodeURIComponent(scope.slug)}/`;
    case 'author':
      return `/author/${encodeURIComponent(scope.handle)}/`;
  }
}

/** The site path of a scope's feed in one format, such as `/tags/techno/atom.xml`. */
export function feedPath(scope: FeedScope, format: FeedFormat): string {
  return `${scopeFolder(scope)}${feedFormats[format].file}`;
}

export type FeedLink = { format: FeedFormat; contentType: string; title: string; path: string };

/** A scope's feed in every format, titled for feed readers ("Techno on Dropwire (Atom)"). */
export function feedLinks(scope: FeedScope, title: string): FeedLink[] {
  return (Object.keys(feedFormats) as FeedFormat[]).map((format) => ({
    format,
    contentType: feedFormats[format].contentType,
    title: `${title} (${feedFormats[format].label})`,
    path: feedPath(scope, format),
  }));
}
