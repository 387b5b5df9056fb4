import { escapeMarkup } from '~/lib/escape-markup';
import { sanitizeRichHtml } from '~/lib/html';
import { httpUrl } from '~/lib/untrusted-input';
import type { Quote } from './summarise';

/**
 * The article body below its standfirst: the details, then short quotes credited to their sources. The
 * standfirst is shown above it and is not repeated here, so the page says each thing once. Never a whole
 * copy. A source link is kept only when it is http(s), and the whole body passes the same allowlist sanitiser
 * as feed HTML, so no path from a feed field to the page can carry a script URL. A quote in another language
 * than the site's (and the details of a story told in another) is marked with its `lang`, so readers' tools read it (and screen readers speak it) as such.
 */
export function articleBody(
  details: string[],
  picked: Quote[],
  /** The site's language, and the details' when another (a story told only in another language). */
  languages: { site?: string; details?: string | null } = {},
): string {
  const siteLanguage = languages.site ?? 'en';
  const mark = (language: string | null | undefined) =>
    language && language !== siteLanguage ? ` lang="${escapeMarkup(language)}"` : '';
  const quoteHtml = picked
    .map(({ sourceName, url, quote, language }) => {
      const href = httpUrl(url ?? undefined);
      const cite = href
        ? `<a href="${escapeMarkup(href)}" rel="noopener nofollow">${escapeMarkup(sourceName)}</a>`
        : escapeMarkup(sourceName);
      return `<blockquote${mark(language)}><p>${escapeMarkup(quote)}</p><cite>${cite}</cite></blockquote>`;
    })
    .join('');
  return sanitizeRichHtml(
    `${details.length ? `<p${mark(languages.details)}>${escapeMarkup(details.join(' '))}</p>` : ''}${quoteHtml ? `<h2>What the sources say</h2>${quoteHtml}` : ''}`,
  );
}
