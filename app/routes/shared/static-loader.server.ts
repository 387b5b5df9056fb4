import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import { sectionSeo } from './section-seo.server';

/** SEO data for a written page, with the canonical URL on its primary path and its breadcrumb. */
export function staticPageData(
  context: Readonly<RouterContextProvider>,
  page: { title: string; description: string; path: string },
) {
  const { config } = context.get(appServices);
  return {
    siteName: config.SITE_NAME,
    seo: sectionSeo(context, page.title, page.description, page.path),
  };
}
