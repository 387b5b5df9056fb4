import type { GearDeal } from '~/domain/monetization/gear-deals.server';
import { CheckDealLink, DealPrices } from '../monetization/gear-deal-parts';
import { PageLink } from '~/components/page-link';

/** Live gear deals beside the Tech & Gear list, each Check Deal through `/go/{deal id}`. */
export function TechGearDeals({ deals }: { deals: GearDeal[] }) {
  if (deals.length === 0) return null;
  return (
    <section aria-labelledby="tech-deals-title" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="tech-deals-title" className="text-lg font-bold">
        Gear Deals
      </h2>
      <ul className="mt-4 space-y-4">
        {deals.map((deal) => (
          <li
            key={deal.id}
            className="flex flex-col gap-1 border-b border-border pb-4 last:border-0 last:pb-0"
          >
            <p className="text-xs font-semibold tracking-widest text-muted uppercase">{deal.brand}</p>
            <h3 className="font-bold">{deal.model}</h3>
            <DealPrices deal={deal} priceClass="text-lg font-extrabold">
              <span className="text-sm font-semibold text-accent">−{deal.discount}%</span>
            </DealPrices>
            <p className="text-xs text-muted">at {deal.shop}</p>
            <CheckDealLink
              deal={deal}
              name={`${deal.brand} ${deal.model}`}
              className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full border border-border px-4 text-sm font-semibold hover:border-accent gap-2"
            />
          </li>
        ))}
      </ul>
      <PageLink
        to="/gear-deals"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-accent"
      >
        All gear deals →
      </PageLink>
    </section>
  );
}
