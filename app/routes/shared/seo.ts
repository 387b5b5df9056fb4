import type { MetaDescriptor } from 'react-router';

export type PageSeo = {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'article';
};

/** Title, description, canonical URL and social cards for one page. */
export function seoMeta(seo: PageSeo | undefined, siteName = 'Dropwire'): MetaDescriptor[] {
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

/** Absolute URL on this site. */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();
