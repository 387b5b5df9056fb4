import sanitizeHtml from 'sanitize-html';
import { decodePlainEntities, isPlainMarkup, PLAIN_CONTAINER_TAGS, PLAIN_VOID_TAGS } from './plain-markup';

const EMBED_HOSTS = [
  'www.youtube-nocookie.com',
  'w.soundcloud.com',
  'open.spotify.com',
  'bandcamp.com',
  'www.mixcloud.com',
  'player-widget.mixcloud.com',
];

/** YouTube players are rewritten to youtube-nocookie, which sets no cookies until the reader presses play. */
function toPrivacyEmbed(src: string): string {
  try {
    const url = new URL(src);
    if (/^(www\.)?youtube\.com$/.test(url.hostname)) url.hostname = 'www.youtube-nocookie.com';
    return url.toString();
  } catch {
    return '';
  }
}

function isTrackingPixel(attribs: Record<string, string>): boolean {
  const tiny = (value: string | undefined) => value !== undefined && Number.parseInt(value, 10) <= 1;
  return (tiny(attribs.width) && tiny(attribs.height)) || !attribs.src;
}

/**
 * The one allowlist for HTML we store and render: no scripts, styles, event handlers or javascript: URLs;
 * iframes only from music and video players; links open safely.
 */
export function sanitizeRichHtml(html: string): string {
  if (isPlainMarkup(html)) return html;
  return sanitizeHtml(html, {
    // The plain tags, plus those that carry attributes (links, images, embeds) or structure (figures, tables).
    allowedTags: [
      ...PLAIN_CONTAINER_TAGS,
      ...PLAIN_VOID_TAGS,
      'a',
      'img',
      'iframe',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
      // Text in another language than the page's says which (the newsroom's articles, decision 069).
      blockquote: ['lang'],
      p: ['lang'],
      th: ['scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedIframeHostnames: EMBED_HOSTS,
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: toPrivacyEmbed(attribs.src ?? ''), loading: 'lazy' },
      }),
    },
    // An iframe whose source was refused would stay behind as an empty box; 1×1 images only track readers.
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' && !frame.attribs.src) ||
      (frame.tag === 'img' && isTrackingPixel(frame.attribs)),
  });
}

// Block boundaries become spaces, so "<p>One.</p><p>Two.</p>" reads "One. Two.", not "One.Two.".
const BLOCK_BOUNDARY =
  /<(\/?)(p|br|div|li|h[1-6]|blockquote|tr|td|th|ul|ol|figure|figcaption|hr|pre|table)\b/gi;

/** Plain text from HTML, whitespace collapsed: for search, excerpts and read time. */
export function htmlToText(html: string): string {
  // Most titles are plain text already: no markup, no entities, nothing to parse.
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const spaced = html.replace(BLOCK_BOUNDARY, ' <$1$2');
  if (isPlainMarkup(html))
    return decodePlainEntities(spaced.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 230 words a minute, never less than one. */
export function readTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}
