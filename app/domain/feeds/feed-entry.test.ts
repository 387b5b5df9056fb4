import { describe, expect, it } from 'vitest';
import { feedEntries, feedUpdatedAt, type FeedArticle } from './feed-entry';

const site = {
  absolute: (path: string) => new URL(path.startsWith('/') ? `https://x.test/edm${path}` : path).toString(),
  categoryLabel: (category: string) => category.toUpperCase(),
};

const article: FeedArticle = {
  slug: 'acid-returns',
  title: 'Acid returns',
  summary: 'It is back.',
  contentHtml:
    '<p><a href="/tags/acid">acid</a> <a href="https://elsewhere.test/x">there</a> <a href="#notes">notes</a>' +
    ' <img src="/images/a.jpg" alt=""> <a href="mailto:desk@x.test">mail</a></p>',
  category: 'news',
  coverImageUrl: '/images/covers/acid.jpg',
  publishedAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-02T11:00:00Z'),
  author: { name: 'Mara Keller', handle: 'mara' },
  tags: [
    { name: 'Acid', slug: 'acid' },
    { name: 'Techno', slug: 'techno' },
  ],
};

describe('feedEntries', () => {
  it('makes every URL absolute under SITE_URL, in the page, the author, the image and the content', () => {
    const [entry] = feedEntries([article], site);
    expect(entry).toMatchObject({
      url: 'https://x.test/edm/news/acid-returns',
      publishedAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T11:00:00.000Z',
      author: { name: 'Mara Keller', url: 'https://x.test/edm/author/mara' },
      imageUrl: 'https://x.test/edm/images/covers/acid.jpg',
    });
    expect(entry!.contentHtml).toContain('href="https://x.test/edm/tags/acid"');
    expect(entry!.contentHtml).toContain('src="https://x.test/edm/images/a.jpg"');
    // Other hosts and schemes stay; a fragment resolves against the entry's own page.
    expect(entry!.contentHtml).toContain('href="https://elsewhere.test/x"');
    expect(entry!.contentHtml).toContain('href="mailto:desk@x.test"');
    expect(entry!.contentHtml).toContain('href="https://x.test/edm/news/acid-returns#notes"');
  });

  it('lists the category first, then the tags, each with its slug and name', () => {
    const [entry] = feedEntries([article], site);
    expect(entry!.categories).toEqual([
      { term: 'news', label: 'NEWS' },
      { term: 'acid', label: 'Acid' },
      { term: 'techno', label: 'Techno' },
    ]);
  });

  it('leaves author and image out when the article has none', () => {
    const [entry] = feedEntries([{ ...article, author: null, coverImageUrl: null }], site);
    expect(entry!.author).toBeNull();
    expect(entry!.imageUrl).toBeNull();
  });
});

describe('feedUpdatedAt', () => {
  it('is the latest change of any entry, not the first', () => {
    const entries = feedEntries(
      [article, { ...article, slug: 'b', updatedAt: new Date('2026-04-01T00:00:00Z') }],
      site,
    );
    expect(feedUpdatedAt(entries)).toBe('2026-04-01T00:00:00.000Z');
  });

  it('is a fixed date for a feed with no entries, so its ETag does not change by itself', () => {
    expect(feedUpdatedAt([])).toBe('1970-01-01T00:00:00.000Z');
  });
});
