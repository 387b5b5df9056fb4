import { escapeMarkup } from '~/lib/escape-markup';
import { sanitizeRichHtml } from '~/lib/html';
import { httpUrl } from '~/lib/untrusted-input';
import type { quotes } from './summarise';

/**
 * The article body: the summary, then short quotes credited to their sources. Never a whole copy. A source
 * link is kept only when it is http(s), and the whole body passes the same allowlist sanitiser as feed HTML,
 * so no path from a feed field to the page can carry a script URL.
 */
export function articleBody(summary: string, picked: ReturnType<typeof quotes>): string {
  const quoteHtml = picked
    .map(({ sourceName, url, quote }) => {
      const href = httpUrl(url ?? undefined);
      const cite = href
        ? `<a href="${escapeMarkup(href)}" rel="noopener nofollow">${escapeMarkup(sourceName)}</a>`
        : escapeMarkup(sourceName);
      return `<blockquote><p>${escapeMarkup(quote)}</p><cite>${cite}</cite></blockquote>`;
    })
    .join('');
  return sanitizeRichHtml(
    `<p>${escapeMarkup(summary)}</p>${quoteHtml ? `<h2>What the sources say</h2>${quoteHtml}` : ''}`,
  );
}
