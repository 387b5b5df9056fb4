export type FeedEntry = {
  title: string;
  url: string;
  summary: string;
  publishedAt: string;
  category: string;
  author: string | null;
};

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 forbids would make the whole feed unreadable.
    // eslint-disable-next-line no-control-regex -- the allowed control characters are the point here
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An RSS 2.0 document for the newest published articles. */
export function renderRss(
  channel: { title: string; siteUrl: string; feedUrl: string; description: string },
  entries: FeedEntry[],
): string {
  const items = entries
    .map(
      (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(entry.url)}</link>
      <guid isPermaLink="true">${escapeXml(entry.url)}</guid>
      <description>${escapeXml(entry.summary)}</description>
      <category>${escapeXml(entry.category)}</category>
      ${entry.author ? `<dc:creator>${escapeXml(entry.author)}</dc:creator>` : ''}
      <pubDate>${new Date(entry.publishedAt).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.siteUrl)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
