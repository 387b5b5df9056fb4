import { categoryLabel } from '~/components/articles/category-label';
import { feedLinks, type FeedLink, type FeedScope } from '~/domain/feeds/feed-formats';

/**
 * What a scope's feed is named after, as its page is titled: "Tech News", "#Techno", "Mara Keller"; nothing
 * for the whole site. `name` is the tag's or the author's name.
 */
function feedSubject(scope: FeedScope, name = ''): string | undefined {
  switch (scope.kind) {
    case 'site':
      return undefined;
    case 'category':
      return `${categoryLabel(scope.category)} News`;
    case 'tag':
      return `#${name}`;
    case 'author':
      return name;
  }
}

/** A feed's title: its subject on the site ("#Techno | Dropwire"), or the site's name alone. */
export function feedTitle(scope: FeedScope, siteName: string, name?: string): string {
  const subject = feedSubject(scope, name);
  return subject ? `${subject} | ${siteName}` : siteName;
}

/** A scope's feeds in every format, titled for feed readers, for a page's links and autodiscovery. */
export const scopeFeeds = (scope: FeedScope, siteName: string, name?: string): FeedLink[] =>
  feedLinks(scope, feedTitle(scope, siteName, name));
