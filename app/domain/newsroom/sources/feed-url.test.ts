import { describe, expect, it } from 'vitest';
import { feedUrl, invalidFeedUrlMessage, withAssumedScheme } from './feed-url';

describe('withAssumedScheme', () => {
  it.each([
    ['djmag.com/feed', 'https://djmag.com/feed'],
    ['djmag.com', 'https://djmag.com'],
    ['feeds.example.org:8443/rss?x=1', 'https://feeds.example.org:8443/rss?x=1'],
    ['mixmag.net#top', 'https://mixmag.net#top'],
    ['bücher.example/feed', 'https://bücher.example/feed'],
    // A scheme is kept, whatever it is: the schema refuses those that are not http(s).
    ['http://djmag.com/feed', 'http://djmag.com/feed'],
    ['ftp://djmag.com/feed', 'ftp://djmag.com/feed'],
    // Not a host name at the start: left as typed, for the schema to refuse.
    ['not a url', 'not a url'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:news@djmag.com', 'mailto:news@djmag.com'],
    ['//djmag.com/feed', '//djmag.com/feed'],
    ['', ''],
  ])('%j → %j', (typed, expected) => {
    expect(withAssumedScheme(typed)).toBe(expected);
  });
});

describe('feedUrl', () => {
  const schema = feedUrl('The address');

  it('gives a message, never an exception, for what cannot be parsed', () => {
    for (const typed of [
      'not a url',
      'djmag .com/feed',
      'https://',
      'http://exa mple.com/',
      'ftp://a.example/',
    ])
      expect(schema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
        invalidFeedUrlMessage,
      ]);
  });

  it('refuses an address too long to store, with its label', () => {
    expect(schema.safeParse(`https://a.example/${'a'.repeat(2100)}`).error?.issues[0]?.message).toBe(
      'The address is too long (at most 2048 bytes)',
    );
  });
});
