import { describe, expect, it } from 'vitest';
import { feedLinks, feedPath, type FeedFormat, type FeedScope } from './feed-formats';

describe('feedPath', () => {
  it.each<[FeedScope, FeedFormat, string]>([
    [{ kind: 'site' }, 'rss', '/rss.xml'],
    [{ kind: 'site' }, 'atom', '/atom.xml'],
    [{ kind: 'site' }, 'json', '/feed.json'],
    [{ kind: 'category', category: 'tech' }, 'atom', '/category/tech/atom.xml'],
    [{ kind: 'tag', slug: 'deep-house' }, 'json', '/tags/deep-house/feed.json'],
    [{ kind: 'author', handle: 'mara' }, 'rss', '/author/mara/rss.xml'],
    // A handle is a path segment whatever it holds.
    [{ kind: 'author', handle: 'a/b c' }, 'rss', '/author/a%2Fb%20c/rss.xml'],
  ])('%o in %s is %s', (scope, format, path) => {
    expect(feedPath(scope, format)).toBe(path);
  });
});

describe('feedLinks', () => {
  it('offers every format with its media type, titled for feed readers', () => {
    expect(feedLinks({ kind: 'tag', slug: 'techno' }, '#Techno | Dropwire')).toEqual([
      {
        format: 'rss',
        contentType: 'application/rss+xml',
        title: '#Techno | Dropwire (RSS)',
        path: '/tags/techno/rss.xml',
      },
      {
        format: 'atom',
        contentType: 'application/atom+xml',
        title: '#Techno | Dropwire (Atom)',
        path: '/tags/techno/atom.xml',
      },
      {
        format: 'json',
        contentType: 'application/feed+json',
        title: '#Techno | Dropwire (JSON Feed)',
        path: '/tags/techno/feed.json',
      },
    ]);
  });
});
