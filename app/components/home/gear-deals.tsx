import type { GearDeal } from '~/domain/monetization/gear-deals.server';
import { CheckDealLink, DealPrices } from '../monetization/gear-deal-parts';
import { SectionHeading, sectionClass } from './section-heading';
import { KeptMarkup } from '~/rendering/kept-markup';

/** The biggest current savings on gear, each through its counted affiliate redirect (`/go/{id}`). */
export function GearDeals({ deals }: { deals: GearDeal[] }) {
  if (deals.length === 0) return null;
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="gear-deals-title"
      className={sectionClass}
      component={GearDealsContent}
      props={{ deals }}
    />
  );
}

function GearDealsContent({ deals }: { deals: GearDeal[] }) {
  return (
    <>
      <SectionHeading id="gear-deals-title" title="Gear Deals" more={{ to: '/tech', label: 'Tech & Gear' }} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {deals.map((deal) => (
          <li
            key={deal.id}
            className="relative flex flex-col gap-1 rounded-2xl border border-border bg-surface p-5"
          >
            <span className="absolute top-4 right-4 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">
              −{deal.discount}%
            </span>
            <p className="text-xs font-semibold tracking-widest text-muted uppercase">{deal.brand}</p>
            <h3 className="pr-14 font-bold">{deal.model}</h3>
            <DealPrices deal={deal} priceClass="text-xl font-extrabold" />
            <p className="text-xs text-muted">
              at {deal.shop}
              {deal.rating !== null ? ` · rated ${deal.rating.toFixed(1)} of 5` : ''}
            </p>
            <CheckDealLink
              deal={deal}
              name={`${deal.brand} ${deal.model}`}
              className="mt-3 inline-flex min-h-11 items-center justify-center rounded-full border border-border px-4 text-sm font-semibold hover:border-accent gap-2"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
