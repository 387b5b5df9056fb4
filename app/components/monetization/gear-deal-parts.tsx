import type { ReactNode } from 'react';
import type { GearDeal } from '~/domain/monetization/gear-deals.server';
import { formatPrice } from '~/lib/format';
import { OutboundLink } from '../outbound-link';
import { Icon } from '../ui/icon';

// The pieces every gear deal is drawn with (the home page's deals, the Tech & Gear sidebar, /gear-deals).

/** The deal price, large, then the original price struck through (read as "was" by screen readers). */
export function DealPrices({
  deal,
  priceClass,
  children,
}: {
  deal: Pick<GearDeal, 'dealPriceCents' | 'originalPriceCents' | 'currency'>;
  /** Size and weight of the deal price. */
  priceClass: string;
  /** What follows the prices on their line (the saving). */
  children?: ReactNode;
}) {
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
      <span className={priceClass}>
        <span className="sr-only">Now </span>
        {formatPrice(deal.dealPriceCents, deal.currency)}
      </span>
      <s className="text-sm text-muted">
        <span className="sr-only">was </span>
        {formatPrice(deal.originalPriceCents, deal.currency)}
      </s>
      {children}
    </p>
  );
}

/** Check Deal, through the counted redirect (`/go/{id}`), named for screen readers by what and where. */
export function CheckDealLink({
  deal,
  name,
  className,
}: {
  deal: Pick<GearDeal, 'id' | 'shop'>;
  /** What the deal is, for the link's accessible name ("Roland TR-8S"). */
  name: string;
  className: string;
}) {
  return (
    <OutboundLink linkId={deal.id} className={className}>
      Check Deal
      <span className="sr-only">
        : {name} at {deal.shop}
      </span>
      <Icon name="external" className="h-4 w-4" />
    </OutboundLink>
  );
}
