import { describe, expect, it } from 'vitest';
import { feedLinks } from '~/domain/feeds/feed-formats';
import { absoluteUrl, breadcrumbTrail, newsArticleJsonLd, pageMeta, siteJsonLd, type PageSeo } from './seo';

describe('absoluteUrl', () => {
  it.each([
    ['https://x.test', '/', 'https://x.test/'],
    ['https://x.test', '/news?category=tech', 'https://x.test/news?category=tech'],
    ['https://x.test', '/rss.xml', 'https://x.test/rss.xml'],
    // A site served below a path keeps it.
    ['https://x.test/edm', '/news/a-story', 'https://x.test/edm/news/a-story'],
    ['https://x.test/edm', '/', 'https://x.test/edm/'],
    // Full URLs elsewhere stay as they are, protocol-relative ones take the site's scheme.
    ['https://x.test', 'https://cdn.test/cover.jpg', 'https://cdn.test/cover.jpg'],
    ['https://x.test', '//cdn.test/cover.jpg', 'https://cdn.test/cover.jpg'],
  ])('%s + %s is %s', (siteUrl, path, url) => {
    expect(absoluteUrl(siteUrl, path)).toBe(url);
  });
});

const root = { id: 'root', loaderData: { siteName: 'Night Desk' } };
/** Descriptors as plain records: the union type of MetaDescriptor has no common field to read. */
type Descriptor = Record<string, unknown>;
const meta = (seo: PageSeo | undefined) =>
  pageMeta({ loaderData: seo ? { seo } : null, matches: [root] }) as Descriptor[];
const content = (descriptors: Descriptor[], key: string, name: string) =>
  descriptors.filter((d) => d[key] === name).map((d) => d.content);
const ldOf = (descriptors: Descriptor[]) =>
  descriptors.flatMap((d) => ('script:ld+json' in d ? [d['script:ld+json'] as Descriptor] : []));

describe('pageMeta', () => {
  const seo: PageSeo = {
    title: 'Acid returns',
    description: 'It is back.',
    canonical: 'https://x.test/news/acid-returns',
    image: 'https://x.test/images/acid.jpg',
    type: 'article',
    article: {
      publishedTime: '2026-03-01T10:00:00.000Z',
      modifiedTime: '2026-03-02T10:00:00.000Z',
      section: 'News',
      tags: ['Acid', 'Techno'],
    },
  };

  it('titles the page after itself and the site, and names its canonical URL', () => {
    const descriptors = meta(seo);
    expect(descriptors[0]).toEqual({ title: 'Acid returns | Night Desk' });
    expect(content(descriptors, 'name', 'description')).toEqual(['It is back.']);
    expect(descriptors).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonical });
  });

  it('gives Open Graph and Twitter the same title, description and image', () => {
    const descriptors = meta(seo);
    expect(content(descriptors, 'property', 'og:title')).toEqual(['Acid returns']);
    expect(content(descriptors, 'property', 'og:url')).toEqual([seo.canonical]);
    expect(content(descriptors, 'property', 'og:type')).toEqual(['article']);
    expect(content(descriptors, 'property', 'og:site_name')).toEqual(['Night Desk']);
    expect(content(descriptors, 'property', 'og:image')).toEqual([seo.image]);
    expect(content(descriptors, 'property', 'article:tag')).toEqual(['Acid', 'Techno']);
    expect(content(descriptors, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(descriptors, 'name', 'twitter:title')).toEqual(['Acid returns']);
    expect(content(descriptors, 'name', 'twitter:description')).toEqual(['It is back.']);
    expect(content(descriptors, 'name', 'twitter:image')).toEqual([seo.image]);
  });

  it('uses the small Twitter card and no image tags for a page without an image', () => {
    const descriptors = meta({ ...seo, image: null });
    expect(content(descriptors, 'name', 'twitter:card')).toEqual(['summary']);
    expect(content(descriptors, 'property', 'og:image')).toEqual([]);
    expect(content(descriptors, 'name', 'twitter:image')).toEqual([]);
  });

  it("announces the page's feeds and its neighbouring pages", () => {
    const feeds = feedLinks({ kind: 'tag', slug: 'acid' }, '#Acid | Night Desk');
    const descriptors = meta({ ...seo, feeds, prev: 'https://x.test/tags/acid', next: null });
    const links = descriptors.filter((d) => d.tagName === 'link');
    expect(links).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: '#Acid | Night Desk (Atom)',
      href: '/tags/acid/atom.xml',
    });
    expect(links.filter((link) => link.rel === 'alternate')).toHaveLength(3);
    expect(links).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://x.test/tags/acid' });
    expect(links.some((link) => link.rel === 'next')).toBe(false);
  });

  it('writes the breadcrumb as a BreadcrumbList, beside the JSON-LD the page gives', () => {
    const breadcrumb = breadcrumbTrail(
      'https://x.test',
      [{ label: 'News', href: '/news' }, { label: 'Acid returns' }],
      seo.canonical,
    );
    const descriptors = meta({ ...seo, breadcrumb, jsonLd: [{ '@type': 'Thing' }] });
    expect(ldOf(descriptors)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
          { '@type': 'ListItem', position: 2, name: 'News', item: 'https://x.test/news' },
          { '@type': 'ListItem', position: 3, name: 'Acid returns', item: seo.canonical },
        ],
      },
      { '@type': 'Thing' },
    ]);
  });

  it('falls back to the site name alone for a page without SEO data', () => {
    expect(meta(undefined)).toEqual([{ title: 'Night Desk' }]);
  });
});

describe('breadcrumbTrail', () => {
  it('leaves out a crumb that links nowhere, but never the page itself', () => {
    const trail = breadcrumbTrail(
      'https://x.test/edm',
      [{ label: 'Tags' }, { label: '#Acid' }],
      'https://x.test/edm/tags/acid',
    );
    expect(trail).toEqual([
      { name: 'Home', url: 'https://x.test/edm/' },
      { name: '#Acid', url: 'https://x.test/edm/tags/acid' },
    ]);
  });
});

describe('siteJsonLd', () => {
  it('describes the Organization and the WebSite with a search box that lands on /search?q=', () => {
    const [organization, website] = siteJsonLd('Night Desk', 'https://x.test');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Night Desk',
      url: 'https://x.test/',
      logo: { url: 'https://x.test/favicon.svg' },
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://x.test/',
      publisher: { '@id': organization!['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        // The braces stay as they are: they are the template's placeholder, not part of a URL.
        target: { urlTemplate: 'https://x.test/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('newsArticleJsonLd', () => {
  const article = {
    title: 'Acid returns',
    excerpt: 'It is back.',
    category: 'News',
    publishedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    tags: [{ name: 'Acid' }],
    author: { name: 'Mara Keller', handle: 'mara' },
  };
  const site = {
    name: 'Night Desk',
    url: 'https://x.test',
    canonical: 'https://x.test/news/acid-returns',
    image: 'https://x.test/images/acid.jpg',
  };

  it('has the headline, dates, image, author with their page, and the publisher', () => {
    expect(newsArticleJsonLd(article, site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Acid returns',
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      image: [site.image],
      author: [{ '@type': 'Person', name: 'Mara Keller', url: 'https://x.test/author/mara' }],
      publisher: { '@type': 'Organization', name: 'Night Desk' },
      mainEntityOfPage: { '@id': site.canonical },
      keywords: 'Acid',
    });
  });

  it('credits the site when no one signed the article, and shortens a headline past 110 characters', () => {
    const ld = newsArticleJsonLd({ ...article, author: null, title: 'x'.repeat(200) }, site);
    expect(ld.author).toEqual([{ '@type': 'Organization', name: 'Night Desk', url: 'https://x.test/' }]);
    expect(String(ld.headline)).toHaveLength(110);
  });
});
