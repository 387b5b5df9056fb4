import { escapeMarkup } from '~/lib/escape-markup';
import type { FeedChannel, FeedEntry } from './feed-entry';

const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(entry: FeedEntry): string {
  const lines = [
    `<title>${escapeMarkup(entry.title)}</title>`,
    `<link>${escapeMarkup(entry.url)}</link>`,
    `<guid isPermaLink="true">${escapeMarkup(entry.url)}</guid>`,
    `<description>${escapeMarkup(entry.summary)}</description>`,
    `<content:encoded>${escapeMarkup(entry.contentHtml)}</content:encoded>`,
    // RSS's own <author> must be an e-mail address; Dublin Core's creator takes a name.
    entry.lang ? `<dc:language>${escapeMarkup(entry.lang)}</dc:language>` : '',
    entry.author ? `<dc:creator>${escapeMarkup(entry.author.name)}</dc:creator>` : '',
    ...entry.categories.map((category) => `<category>${escapeMarkup(category.label)}</category>`),
    `<pubDate>${rfc822(entry.publishedAt)}</pubDate>`,
    `<atom:updated>${entry.updatedAt}</atom:updated>`,
    // An enclosure must state its length in bytes, which the site does not know: Media RSS needs none.
    entry.imageUrl ? `<media:content url="${escapeMarkup(entry.imageUrl)}" medium="image"/>` : '',
  ];
  return `    <item>\n${lines
    .filter(Boolean)
    .map((line) => `      ${line}`)
    .join('\n')}\n    </item>`;
}

/** An RSS 2.0 document: full content in content:encoded, the summary in description. */
export function renderRss(channel: FeedChannel, entries: FeedEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeMarkup(channel.title)}</title>
    <link>${escapeMarkup(channel.pageUrl)}</link>
    <description>${escapeMarkup(channel.description)}</description>
    <language>${escapeMarkup(channel.language ?? 'en')}</language>
    <lastBuildDate>${rfc822(channel.updatedAt)}</lastBuildDate>
    <atom:link href="${escapeMarkup(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${channel.hubUrl ? `    <atom:link href="${escapeMarkup(channel.hubUrl)}" rel="hub"/>\n` : ''}${entries.map(item).join('\n')}
  </channel>
</rss>
`;
}
