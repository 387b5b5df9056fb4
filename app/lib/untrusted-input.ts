/**
 * Cleaning for text and links that arrive from outside (feed fields): what is stored and rendered must hold
 * no control characters, no script URLs, and nothing too long for an index.
 */

/** Longest link kept, in bytes: browsers and servers handle more, but btree index keys stop near 2.7 KB. */
export const MAX_URL_BYTES = 2048;

// C0 controls and DEL, except tab, line feed and carriage return; PostgreSQL refuses NUL outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// The same set without the global flag: `test` on a global pattern would carry its position between calls.
const CONTROL_TEST = new RegExp(CONTROL.source);
const BREAKS = /[\t\n\r]+/g;

/** True when the text holds a control character other than tab, line feed and carriage return. */
export const hasControlChars = (text: string) => CONTROL_TEST.test(text);

/** Multi-line text without control characters (tabs and line breaks stay). */
export const withoutControlChars = (text: string) => text.replace(CONTROL, '');

/** One line of text: control characters removed, and each run of tabs and line breaks becomes one space. */
export const singleLineText = (text: string) => text.replace(CONTROL, '').replace(BREAKS, ' ');

/**
 * An absolute http(s) URL, resolved against `base`, or undefined. The URL parser's own reading decides the
 * scheme, so tabs, line breaks and mixed case cannot hide `javascript:`; links too long to index are refused.
 */
export function httpUrl(raw: string | undefined, base?: string): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // A serialised URL is ASCII (percent-encoded path, punycode host): its length is its size in bytes.
  const text = url.toString();
  return text.length <= MAX_URL_BYTES ? text : undefined;
}
