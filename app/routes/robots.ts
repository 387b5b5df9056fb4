import { appServices } from '~/app-context.server';
import type { Route } from './+types/robots';
import { absoluteUrl } from './shared/seo';

/** Crawlers may read every public page but search results (endless, thin), and find the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appServices);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search',
    '',
    `Sitemap: ${absoluteUrl(config.SITE_URL, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
