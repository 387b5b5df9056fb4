import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import { absoluteUrl, breadcrumbTrail, type PageSeo } from './seo';

/**
 * SEO data of a page whose breadcrumb is its title alone (section listings, written pages): the canonical
 * URL on its primary path and the BreadcrumbList of Home › title.
 */
export function sectionSeo(
  context: Readonly<RouterContextProvider>,
  title: string,
  description: string,
  path: string,
): PageSeo {
  const { config } = context.get(appServices);
  const canonical = absoluteUrl(config.SITE_URL, path);
  return {
    title,
    description,
    canonical,
    breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: title }], canonical),
  };
}
