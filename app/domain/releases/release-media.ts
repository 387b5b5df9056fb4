import type { ReleasePlatforms } from '~/db/schema/releases';

// What of a release's stored links a page may use: previews, videos and store links are typed in by editors
// or come from imports, so each is checked before it becomes an element's address. Pure.

/** A preview the page can play: a path on this site (`/audio/…`) or an http(s) URL; null otherwise. */
export function playablePreview(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return isWebUrl(url) ? url : null;
}

/** A YouTube video id as the facade needs it (11 letters, digits, - or _); null for anything else. */
export function youtubeVideoId(embedId: string | null | undefined): string | null {
  return embedId && /^[A-Za-z0-9_-]{11}$/.test(embedId) ? embedId : null;
}

type Platform = keyof ReleasePlatforms;

/** The platforms a release page offers, in the order readers look for them. */
const platformNames: [Platform, string][] = [
  ['spotify', 'Spotify'],
  ['beatport', 'Beatport'],
  ['apple', 'Apple Music'],
  ['soundcloud', 'SoundCloud'],
  ['youtube', 'YouTube'],
];

export type PlatformLink = { platform: Platform; name: string; url: string };

/** The release's platform links that have a usable http(s) URL, in the platforms' order. */
export function platformLinks(platforms: ReleasePlatforms): PlatformLink[] {
  return platformNames.flatMap(([platform, name]) => {
    const url = platforms[platform];
    return url && isWebUrl(url) ? [{ platform, name, url }] : [];
  });
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
