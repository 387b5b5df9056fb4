import type { ReactNode } from 'react';

/** Our redirect for a stored affiliate or retailer link (`/go/{id}`): it counts the click, then sends the reader on. */
export const outboundHref = (linkId: string) => `/go/${encodeURIComponent(linkId)}`;

/**
 * An affiliate or retailer link (a review's Where to Buy, a gear deal's Check Deal): always through `/go/{id}`,
 * never straight to the shop, marked sponsored for search engines and opened in a new tab without a handle
 * on this page. `linkId` is the stored link's id (a review retailer's, a gear deal's, an affiliate mapping's).
 */
export function OutboundLink({
  linkId,
  className,
  children,
}: {
  linkId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={outboundHref(linkId)} target="_blank" rel="sponsored noopener" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
