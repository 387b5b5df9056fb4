import { createElement } from 'react';
import { data } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { PageError } from '~/components/page-error';
import { pageNotFound } from '~/components/not-found-page';
import { recordOutboundClick } from '~/domain/monetization/affiliate-clicks.server';
import { findOutboundLink } from '~/domain/monetization/outbound-links.server';
import type { Route } from './+types/go';

const linkId = z.uuid();

/** Never kept by a cache (every click is its own request) nor indexed by search engines. */
const redirectHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * An affiliate or retailer link (`OutboundLink`): the click is counted, then the reader goes on to the stored
 * target. The target comes from the database, never from the request, so this cannot send readers anywhere
 * else; an unknown, retired or expired link is a 404 with the site's not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const id = linkId.safeParse(params.id);
  const link = id.success ? await findOutboundLink(db, id.data.toLowerCase()) : undefined;
  if (!link) throw data(null, { status: 404, headers: redirectHeaders });
  try {
    await recordOutboundClick(db, link, {
      method: request.method,
      userAgent: request.headers.get('user-agent'),
      referer: request.headers.get('referer'),
      purpose: request.headers.get('sec-purpose') ?? request.headers.get('purpose'),
      clientIp: context.get(requestInfo).clientIp,
      origins: [new URL(config.SITE_URL).origin, new URL(request.url).origin],
    });
  } catch (error) {
    // A lost count must not cost the reader the shop.
    logger.warn({ err: error, link: link.id }, 'outbound click not counted');
  }
  return new Response(null, { status: 302, headers: { Location: link.target, ...redirectHeaders } });
}

// A page, not a resource route: a link that is gone shows the site's not-found page in the tab it opened.
export default function OutboundRedirect() {
  return null;
}

/**
 * This route's own boundary, so the 404 keeps the headers it was thrown with (no cache keeps it, no search
 * engine indexes it); it draws what the root's does.
 */
export function ErrorBoundary() {
  return createElement(PageError, {
    notFound: { ...pageNotFound, title: 'Page not found' },
    failed: { title: 'Something went wrong', message: 'We could not follow this link. Please try again.' },
  });
}

export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};
