import { createHash } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { appServices } from '~/app-context.server';
import { renderFestivalCalendar, type CalendarFestival } from '~/domain/festivals/festival-ics';
import { matchesEtag } from '~/lib/etag';
import { STALE_WHILE_REVALIDATE_SECONDS } from './shared/cache-headers';
import { absoluteUrl } from './shared/seo';

/**
 * An iCalendar response of festivals: `text/calendar`, public (the page cache renders it once for everyone),
 * and an ETag, so calendar apps that check back get 304 while nothing changed. `download` names the file of a
 * single festival's "Add to calendar".
 */
export function calendarResponse(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  calendar: { name: string; description: string },
  festivals: CalendarFestival[],
  download?: string,
): Response {
  const { config } = context.get(appServices);
  const body = renderFestivalCalendar(calendar, festivals, {
    name: config.SITE_NAME,
    url: config.SITE_URL,
    absolute: (path) => absoluteUrl(config.SITE_URL, path),
  });
  // Weak: compression may send the same calendar in other bytes.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': `public, max-age=3600, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    ETag: etag,
  };
  if (download) headers['Content-Disposition'] = `attachment; filename="${download}.ics"`;
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
