import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '~/components/breadcrumb';
import type { FeedLink } from '~/domain/feeds/feed-formats';
import { rememberAnswers } from '~/lib/remember-answers';

type JsonLd = Record<string, unknown>;

export type PageSeo = {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** The breadcrumb the page shows, as absolute links from Home to the page itself (`breadcrumbTrail`). */
  breadcrumb?: { name: string; url: string }[];
  /** Feeds of what the page lists (a tag's, an author's), announced for autodiscovery. */
  feeds?: FeedLink[];
  /** Absolute URLs of the previous and next pages of a paged list. */
  prev?: string | null;
  next?: string | null;
  /** Open Graph's article properties, for an article page. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
  /** Structured data of the page itself (a NewsArticle, the site's Organization and WebSite). */
  jsonLd?: JsonLd[];
};

/** The site's name as the root loader gives it (SITE_NAME), from a meta function's matches. */
function siteNameOf(matches: readonly unknown[]): string {
  const root = matches.find(
    (match): match is { id: string; loaderData?: { siteName?: unknown } } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  );
  const name = root?.loaderData?.siteName;
  return typeof name === 'string' && name ? name : 'Dropwire';
}

/** The meta function of a page whose loader returns `seo`, named after the site it runs on. */
export function pageMeta(args: { loaderData?: { seo?: PageSeo } | null; matches: readonly unknown[] }) {
  return seoMeta(args.loaderData?.seo, siteNameOf(args.matches));
}

/**
 * The meta function's result for a page search engines should not list (a signed link's page, a form's answer
 * sent without scripts): its title, named after the site like every other page, and `noindex`.
 */
export function unlistedPageMeta(title: string, matches: readonly unknown[]): MetaDescriptor[] {
  return [{ title: `${title} | ${siteNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

const ldContext = 'https://schema.org';

function breadcrumbList(trail: NonNullable<PageSeo['breadcrumb']>): JsonLd {
  return {
    '@context': ldContext,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * Title, description, canonical URL, social cards (Open Graph, Twitter), feed autodiscovery, paging links
 * and JSON-LD for one page.
 */
function seoMeta(seo: PageSeo | undefined, siteName: string): MetaDescriptor[] {
  if (!seo) return [{ title: siteName }];
  const title = seo.title === siteName ? siteName : `${seo.title} | ${siteName}`;
  const link = (rel: string, href: string | null | undefined): MetaDescriptor[] =>
    href ? [{ tagName: 'link', rel, href }] : [];
  const jsonLd = [...(seo.breadcrumb ? [breadcrumbList(seo.breadcrumb)] : []), ...(seo.jsonLd ?? [])];
  return [
    { title },
    { name: 'description', content: seo.description },
    ...link('canonical', seo.canonical),
    ...link('prev', seo.prev),
    ...link('next', seo.next),
    ...(seo.feeds ?? []).map((feed) => ({
      tagName: 'link',
      rel: 'alternate',
      type: feed.contentType,
      title: feed.title,
      href: feed.path,
    })),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_US' },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    ...(seo.article
      ? [
          { property: 'article:published_time', content: seo.article.publishedTime },
          { property: 'article:modified_time', content: seo.article.modifiedTime },
          { property: 'article:section', content: seo.article.section },
          ...seo.article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
        ]
      : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    ...(seo.image ? [{ name: 'twitter:image', content: seo.image }] : []),
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * An absolute URL on this site, for canonical links, feeds and social cards. A path (`/news/x`) goes under
 * SITE_URL, keeping SITE_URL's own path when the site is served below one; a full URL (a cover image on
 * another host) stays as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return resolverFor(siteUrl)(path);
}

/**
 * Each site's addresses, remembered: a page resolves the same few (home, logo, its own) on every render, and
 * parsing a URL costs more than a lookup. Bounded, as any client can vary a path.
 */
const resolverFor = rememberAnswers(
  (siteUrl: string) =>
    rememberAnswers((path: string) => {
      const onSite = path.startsWith('/') && !path.startsWith('//');
      return new URL(onSite ? `${siteUrl}${path}` : path, `${siteUrl}/`).toString();
    }, 4_096),
  8,
);

/**
 * The breadcrumb a page shows (`<Breadcrumb items>`), as BreadcrumbList wants it: Home first, each linked
 * crumb with its absolute URL, and the page itself last at its canonical URL. A crumb that links nowhere
 * ("Tags": there is no page of all tags) is left out, as search engines need a URL for every item.
 */
export function breadcrumbTrail(siteUrl: string, crumbs: Crumb[], canonical: string): PageSeo['breadcrumb'] {
  const last = crumbs.at(-1);
  return [
    { name: 'Home', url: absoluteUrl(siteUrl, '/') },
    ...crumbs
      .slice(0, -1)
      .filter((crumb): crumb is Crumb & { href: string } => Boolean(crumb.href))
      .map((crumb) => ({ name: crumb.label, url: absoluteUrl(siteUrl, crumb.href) })),
    ...(last ? [{ name: last.label, url: canonical }] : []),
  ];
}

/** The publisher every article names: the site, with its logo. */
function organization(siteName: string, siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: siteName,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
  };
}

/**
 * The home page's JSON-LD: the site as an Organization, and as a WebSite whose SearchAction lets search
 * engines offer a search box that lands on /search?q=. Put in the home loader's `seo.jsonLd`.
 */
export function siteJsonLd(siteName: string, siteUrl: string): JsonLd[] {
  const home = absoluteUrl(siteUrl, '/');
  return [
    { '@context': ldContext, ...organization(siteName, siteUrl) },
    {
      '@context': ldContext,
      '@type': 'WebSite',
      '@id': absoluteUrl(siteUrl, '/#website'),
      name: siteName,
      url: home,
      inLanguage: 'en',
      publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
      potentialAction: {
        '@type': 'SearchAction',
        // Joined as text: the URL parser would percent-encode the template's braces.
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(siteUrl, '/search')}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export type ArticleForJsonLd = {
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  updatedAt: string;
  tags: { name: string }[];
  author: { name: string; handle: string } | null;
};

/** A NewsArticle: headline, dates, author (linked to their page), image and publisher. */
export function newsArticleJsonLd(
  article: ArticleForJsonLd,
  site: { name: string; url: string; canonical: string; image: string | null | undefined },
): JsonLd {
  return {
    '@context': ldContext,
    '@type': 'NewsArticle',
    // Search engines show at most 110 characters of a headline.
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.excerpt || undefined,
    ...(site.image ? { image: [site.image] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: article.author
      ? [
          {
            '@type': 'Person',
            name: article.author.name,
            url: absoluteUrl(site.url, `/author/${article.author.handle}`),
          },
        ]
      : [{ '@type': 'Organization', name: site.name, url: absoluteUrl(site.url, '/') }],
    publisher: organization(site.name, site.url),
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.canonical },
    articleSection: article.category,
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
    inLanguage: 'en',
  };
}
