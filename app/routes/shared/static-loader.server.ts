import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import { absoluteUrl } from './seo';

/** SEO data for a written page, with the canonical URL on its primary path. */
export function staticPageData(
  context: Readonly<RouterContextProvider>,
  page: { title: string; description: string; path: string },
) {
  const { config } = context.get(appServices);
  return {
    siteName: config.SITE_NAME,
    seo: {
      title: page.title,
      description: page.description,
      canonical: absoluteUrl(config.SITE_URL, page.path),
    },
  };
}
