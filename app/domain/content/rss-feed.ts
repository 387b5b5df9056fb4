import { escapeMarkup } from '~/lib/escape-markup';

export type FeedEntry = {
  title: string;
  url: string;
  summary: string;
  publishedAt: string;
  category: string;
  author: string | null;
};

/** An RSS 2.0 document for the newest published articles. */
export function renderRss(
  channel: { title: string; siteUrl: string; feedUrl: string; description: string },
  entries: FeedEntry[],
): string {
  const items = entries
    .map(
      (entry) => `    <item>
      <title>${escapeMarkup(entry.title)}</title>
      <link>${escapeMarkup(entry.url)}</link>
      <guid isPermaLink="true">${escapeMarkup(entry.url)}</guid>
      <description>${escapeMarkup(entry.summary)}</description>
      <category>${escapeMarkup(entry.category)}</category>
      ${entry.author ? `<dc:creator>${escapeMarkup(entry.author)}</dc:creator>` : ''}
      <pubDate>${new Date(entry.publishedAt).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(channel.title)}</title>
    <link>${escapeMarkup(channel.siteUrl)}</link>
    <description>${escapeMarkup(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeMarkup(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
