/** What the home page needs of an item from a video or social source, read without any I/O. */

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video an item links to (watch, short, live, embed or youtu.be link), if it links to one. */
export function youtubeVideoId(url: string | null): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase();
  const id =
    host === 'youtu.be'
      ? parsed.pathname.split('/')[1]
      : YOUTUBE_HOSTS.has(host)
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : /^\/(?:shorts|live|embed)\/([^/]+)/.exec(parsed.pathname)?.[1]
        : undefined;
  return id && VIDEO_ID.test(id) ? id : undefined;
}

export const socialPlatforms = {
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  threads: 'Threads',
  facebook: 'Facebook',
  soundcloud: 'SoundCloud',
  web: 'Web',
} as const;

export type SocialPlatform = keyof typeof socialPlatforms;

const PLATFORM_BY_DOMAIN: [string, SocialPlatform][] = [
  ['twitter.com', 'x'],
  ['x.com', 'x'],
  ['nitter.net', 'x'],
  ['instagram.com', 'instagram'],
  ['youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['tiktok.com', 'tiktok'],
  ['bsky.app', 'bluesky'],
  ['threads.net', 'threads'],
  ['threads.com', 'threads'],
  ['facebook.com', 'facebook'],
  ['soundcloud.com', 'soundcloud'],
];

/**
 * The platform a post was made on, from its link (or, failing that, its source's feed address). Mastodon
 * servers have no common domain; their post links have the `/@user/123` shape instead.
 */
export function socialPlatform(...urls: (string | null)[]): SocialPlatform {
  for (const url of urls) {
    if (!url) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    const host = parsed.hostname.toLowerCase();
    const known = PLATFORM_BY_DOMAIN.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
    if (known) return known[1];
    if (/^\/@[^/]+\/\d+/.test(parsed.pathname) || /^\/@[^/]+\.rss$/.test(parsed.pathname)) return 'mastodon';
  }
  return 'web';
}

/** A post's text cut to a card's length at a word boundary. */
export function postExcerpt(text: string, max = 280): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
