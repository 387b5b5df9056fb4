/** What a channel is sent for an article. */
export type ArticlePost = {
  title: string;
  summary: string;
  url: string;
  tags: string[];
};

/** Characters a status may have: Mastodon's default 500; Bluesky counts 300 graphemes. */
export const CHANNEL_LIMITS = { mastodon: 500, bluesky: 300 } as const;

const graphemes = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** A tag as a hashtag: letters and digits only ("Amelie Lens" → #AmelieLens); none when nothing is left. */
export function hashtagOf(tag: string): string | undefined {
  const words = tag
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const joined = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return /^\p{N}+$/u.test(joined) ? undefined : `#${joined}`;
}

/**
 * The status text: headline, the summary cut at a word to fit, the canonical URL, and as many tags as
 * hashtags as still fit. The URL and headline always fit; the summary gives way first, then hashtags.
 * (Mastodon counts any URL as 23 characters; we count it whole, which only ever leaves room to spare.)
 */
export function postText(post: ArticlePost, limit: number): string {
  const length = (text: string) => graphemes(text).length;
  const head = post.title.trim();
  const url = post.url;
  const hashtags: string[] = [];
  for (const tag of post.tags) {
    const hashtag = hashtagOf(tag);
    if (hashtag && !hashtags.includes(hashtag)) hashtags.push(hashtag);
  }
  const assemble = (summary: string, tags: string[]) =>
    [head, summary, url, tags.join(' ')].filter(Boolean).join('\n\n');
  let tags = hashtags.slice(0, 5);
  while (tags.length > 0 && length(assemble('', tags)) > limit) tags = tags.slice(0, -1);
  const room = limit - length(assemble('', tags)) - 2;
  const summary = cutAtWord(post.summary.replace(/\s+/g, ' ').trim(), room);
  const text = assemble(summary, tags);
  if (length(text) <= limit) return text;
  // Only a headline longer than the whole limit gets here: cut it too, keeping the link.
  return `${cutAtWord(head, limit - length(url) - 2)}\n\n${url}`;
}

function cutAtWord(text: string, room: number): string {
  const parts = graphemes(text);
  if (parts.length <= room) return text;
  if (room < 20) return '';
  const cut = parts.slice(0, room - 1).join('');
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > room / 2 ? cut.slice(0, atSpace) : cut).replace(/[\s.,;:!?-]+$/u, '')}…`;
}
