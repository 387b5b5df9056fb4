import type { FeedChannel, FeedEntry } from './feed-entry';

// Characters XML forbids are dropped there; JSON allows them escaped, but no reader wants a NUL in a title.
// eslint-disable-next-line no-control-regex -- the allowed control characters are the point here
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const clean = (text: string) => text.replace(CONTROL, '');

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
    language: 'en',
    authors: [{ name: clean(channel.siteName) }],
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: clean(entry.title),
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
