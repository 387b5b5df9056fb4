import { escapeMarkup } from '~/lib/escape-markup';
import type { FeedChannel, FeedEntry } from './feed-entry';

function entry(item: FeedEntry): string {
  const lines = [
    `<id>${escapeMarkup(item.url)}</id>`,
    `<title type="text">${escapeMarkup(item.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeMarkup(item.url)}"/>`,
    `<published>${item.publishedAt}</published>`,
    `<updated>${item.updatedAt}</updated>`,
    item.author
      ? `<author><name>${escapeMarkup(item.author.name)}</name><uri>${escapeMarkup(item.author.url)}</uri></author>`
      : '',
    ...item.categories.map(
      (category) =>
        `<category term="${escapeMarkup(category.term)}" label="${escapeMarkup(category.label)}"/>`,
    ),
    `<summary type="text">${escapeMarkup(item.summary)}</summary>`,
    `<content type="html">${escapeMarkup(item.contentHtml)}</content>`,
    item.imageUrl ? `<media:thumbnail url="${escapeMarkup(item.imageUrl)}"/>` : '',
  ];
  return `  <entry${item.lang ? ` xml:lang="${escapeMarkup(item.lang)}"` : ''}>\n${lines
    .filter(Boolean)
    .map((line) => `    ${line}`)
    .join('\n')}\n  </entry>`;
}

/**
 * An Atom 1.0 document (RFC 4287). The feed names the site as its author, which stands for any entry
 * without one (the RFC requires an author for every entry, from the entry or the feed).
 */
export function renderAtom(channel: FeedChannel, entries: FeedEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${escapeMarkup(channel.language ?? 'en')}">
  <id>${escapeMarkup(channel.feedUrl)}</id>
  <title type="text">${escapeMarkup(channel.title)}</title>
  <subtitle type="text">${escapeMarkup(channel.description)}</subtitle>
  <updated>${channel.updatedAt}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeMarkup(channel.feedUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeMarkup(channel.pageUrl)}"/>
${channel.hubUrl ? `  <link rel="hub" href="${escapeMarkup(channel.hubUrl)}"/>\n` : ''}  <author><name>${escapeMarkup(channel.siteName)}</name></author>
  <icon>${escapeMarkup(channel.iconUrl)}</icon>
  <generator>${escapeMarkup(channel.siteName)}</generator>
${entries.map(entry).join('\n')}
</feed>
`;
}
