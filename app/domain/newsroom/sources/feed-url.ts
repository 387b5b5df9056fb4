import { z } from 'zod';
import { MAX_URL_BYTES } from '~/lib/untrusted-input';

// A feed's address as an editor types it or an OPML file gives it. Editors often paste `djmag.com/feed`;
// one rule fills in the scheme: an address that starts with a host name (letters, digits, dots and hyphens,
// an optional port) and has no scheme gets `https://` in front. Anything else (`not a url`, `mailto:…`,
// `javascript:…`) is left as typed and refused with a message. Where the address leads is checked later,
// by the crawler's guard, whatever was typed.

const BARE_HOST = /^[\p{L}\p{N}.-]+(?::\d+)?(?:[/?#]|$)/u;

/** `djmag.com/feed` → `https://djmag.com/feed`; anything else unchanged. */
export const withAssumedScheme = (address: string) =>
  !address.includes('://') && BARE_HOST.test(address) ? `https://${address}` : address;

const webUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const fitsLength = (url: URL) => new TextEncoder().encode(url.href).length <= MAX_URL_BYTES;

export const invalidFeedUrlMessage =
  'Give the feed address as an http:// or https:// URL, such as https://example.com/feed.xml';

/**
 * A feed's http(s) address, with `https://` assumed as above, at most `MAX_URL_BYTES` long; `label` names it
 * in the length message. What cannot be parsed is a message on the field, never a thrown error.
 */
export const feedUrl = (label: string) =>
  z
    .string()
    .transform(withAssumedScheme)
    .pipe(
      z
        .string()
        .refine((text) => webUrl(text) !== undefined, invalidFeedUrlMessage)
        // Runs even when the address was refused above, so it only speaks about one that parses.
        .refine((text) => {
          const url = webUrl(text);
          return !url || fitsLength(url);
        }, `${label} is too long (at most ${MAX_URL_BYTES} bytes)`),
    );
