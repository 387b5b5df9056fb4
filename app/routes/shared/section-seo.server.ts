import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import { absoluteUrl } from './seo';

export function sectionSeo(
  context: Readonly<RouterContextProvider>,
  title: string,
  description: string,
  path: string,
) {
  const { config } = context.get(appServices);
  return { title, description, canonical: absoluteUrl(config.SITE_URL, path) };
}
