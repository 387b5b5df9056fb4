import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';

export function sectionSeo(
  context: Readonly<RouterContextProvider>,
  title: string,
  description: string,
  path: string,
) {
  const { config } = context.get(appServices);
  return { title, description, canonical: `${config.SITE_URL}${path}` };
}
