import { describe, expect, it } from 'vitest';
import { platformLinks, playablePreview, youtubeVideoId } from './release-media';

describe('playablePreview', () => {
  it.each([
    ['/audio/releases/techno-loop.wav', '/audio/releases/techno-loop.wav'],
    ['https://cdn.example/clip.mp3', 'https://cdn.example/clip.mp3'],
    ['http://127.0.0.1:9/clip.mp3', 'http://127.0.0.1:9/clip.mp3'],
    ['//evil.example/clip.mp3', null],
    ['/\\evil.example/clip.mp3', null],
    ['javascript:alert(1)', null],
    ['data:audio/wav;base64,AAAA', null],
    ['clip.mp3', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(playablePreview(url)).toBe(expected);
  });
});

describe('youtubeVideoId', () => {
  it('takes eleven letters, digits, dashes or underscores and nothing else', () => {
    expect(youtubeVideoId('Xq3LmT9vR2w')).toBe('Xq3LmT9vR2w');
    expect(youtubeVideoId('a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
    expect(youtubeVideoId('Xq3LmT9vR2')).toBeNull();
    expect(youtubeVideoId('Xq3LmT9vR2w1')).toBeNull();
    expect(youtubeVideoId('Xq3LmT9v"2w')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
  });
});

describe('platformLinks', () => {
  it('lists the platforms with a web link in a fixed order, named for readers', () => {
    expect(
      platformLinks({
        youtube: 'https://youtube.example/watch?v=x',
        soundcloud: 'javascript:alert(1)',
        beatport: 'https://beatport.example/release/1',
        apple: 'not a url',
        spotify: 'https://open.spotify.example/album/1',
      }),
    ).toEqual([
      { platform: 'spotify', name: 'Spotify', url: 'https://open.spotify.example/album/1' },
      { platform: 'beatport', name: 'Beatport', url: 'https://beatport.example/release/1' },
      { platform: 'youtube', name: 'YouTube', url: 'https://youtube.example/watch?v=x' },
    ]);
    expect(platformLinks({})).toEqual([]);
  });
});
