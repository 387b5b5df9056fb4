import type { MetaDescriptor } from 'react-router';

export type PageSeo = {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'article';
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

/** Title, description, canonical URL and social cards for one page. */
function seoMeta(seo: PageSeo | undefined, siteName: string): MetaDescriptor[] {
  if (!seo) return [{ title: siteName }];
  const title = seo.title === siteName ? siteName : `${seo.title} | ${siteName}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * An absolute URL on this site, for canonical links, feeds and social cards. A path (`/news/x`) goes under
 * SITE_URL, keeping SITE_URL's own path when the site is served below one; a full URL (a cover image on
 * another host) stays as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const onSite = path.startsWith('/') && !path.startsWith('//');
  return new URL(onSite ? `${siteUrl}${path}` : path, `${siteUrl}/`).toString();
}
