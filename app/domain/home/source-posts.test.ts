import { describe, expect, it } from 'vitest';
import { postExcerpt, socialPlatform, youtubeVideoId } from './source-posts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the video of %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    null,
    'not a url',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload%3D',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCabcdefghijk',
  ])('finds none in %s', (url) => {
    expect(youtubeVideoId(url)).toBeUndefined();
  });
});

describe('socialPlatform', () => {
  it.each([
    ['https://x.com/someone/status/1', 'x'],
    ['https://twitter.com/someone/status/1', 'x'],
    ['https://www.instagram.com/p/abc/', 'instagram'],
    ['https://bsky.app/profile/someone/post/abc', 'bluesky'],
    // A Mastodon server has no common domain: any host, the post link's shape decides (loopback: never fetched).
    ['https://127.0.0.1/@someone/1129384', 'mastodon'],
    ['https://www.tiktok.com/@dj/video/1', 'tiktok'],
    ['https://blog.example/post', 'web'],
    ['x.com/not-a-url', 'web'],
  ])('%s is on %s', (url, platform) => {
    expect(socialPlatform(url)).toBe(platform);
  });

  it('falls back to the feed address when the post has no link', () => {
    expect(socialPlatform(null, 'https://127.0.0.1/@someone.rss')).toBe('mastodon');
  });
});

describe('postExcerpt', () => {
  it('keeps short posts whole, with spacing tidied', () => {
    expect(postExcerpt('  New  track\nout now ')).toBe('New track out now');
  });

  it('cuts long posts at a word', () => {
    const excerpt = postExcerpt('word '.repeat(100), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
