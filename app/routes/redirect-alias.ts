import { data, redirect } from 'react-router';
import { appServices } from '~/app-context.server';
import type { Route } from './+types/redirect-alias';
import { absoluteUrl } from './shared/seo';

/** Second names of pages (app/routes.ts), each with the one canonical path search engines should keep. */
const canonicalPaths: Record<string, string> = {
  '/about-us': '/about',
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/advertise-with-us': '/advertise',
};

/**
 * An alias answers 301 to its page's canonical URL, query string kept, so a page is indexed under one
 * address and old links still arrive.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appServices);
  const url = new URL(request.url);
  const target = canonicalPaths[url.pathname.replace(/\/+$/, '')];
  if (!target) throw data(null, { status: 404 });
  return redirect(`${absoluteUrl(config.SITE_URL, target)}${url.search}`, {
    status: 301,
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
