import { worldMap } from '~/domain/festivals/festival-world-map.server';
import { matchesEtag } from '~/lib/etag';
import type { Route } from './+types/festivals-world-map';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The Map View's world map (SVG), drawn once per process. Pages ask for it with its version in the URL
 * (`?v=`), so that URL is cached for good; any other is cached for a day and revalidated by its ETag.
 */
export function loader({ request }: Route.LoaderArgs) {
  const map = worldMap();
  const versioned = new URL(request.url).searchParams.get('v') === map.version;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': versioned
      ? `public, max-age=${YEAR_SECONDS}, immutable`
      : 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: map.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(request.headers.get('if-none-match'), map.etag))
    return new Response(null, { status: 304, headers });
  return new Response(map.svg, { headers });
}
