import { withoutForbiddenChars as clean } from '~/lib/escape-markup';
import type { FeedChannel, FeedEntry } from './feed-entry';

// The same characters are dropped as from the XML feeds, so every format carries the same text.

/** A JSON Feed 1.1 document (jsonfeed.org/version/1.1); JSON.stringify does the escaping. */
export function renderJsonFeed(channel: FeedChannel, entries: FeedEntry[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: clean(channel.title),
    home_page_url: channel.pageUrl,
    feed_url: channel.feedUrl,
    description: clean(channel.description),
    icon: channel.iconUrl,
    favicon: channel.iconUrl,
    language: channel.language ?? 'en',
    authors: [{ name: clean(channel.siteName) }],
    ...(channel.hubUrl ? { hubs: [{ type: 'WebSub', url: channel.hubUrl }] } : {}),
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: clean(entry.title),
      ...(entry.lang ? { language: entry.lang } : {}),
      summary: clean(entry.summary),
      content_html: clean(entry.contentHtml),
      ...(entry.imageUrl ? { image: entry.imageUrl } : {}),
      date_published: entry.publishedAt,
      date_modified: entry.updatedAt,
      ...(entry.author ? { authors: [{ name: clean(entry.author.name), url: entry.author.url }] } : {}),
      tags: entry.categories.map((category) => clean(category.label)),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
