import { appServices } from '~/app-context.server';
import { AdSlot } from '~/components/monetization/ad-slot';
import { GearDealAlerts } from '~/components/monetization/gear-deal-alerts';
import { GearDealCard } from '~/components/monetization/gear-deal-card';
import { EmptyState, gridClass, SectionPage } from '~/components/section-page';
import { Badge } from '~/components/ui/badge';
import { readGearDealsPage } from '~/domain/monetization/gear-deals-page.server';
import { gearDealsJsonLd, lastListed, updatedToday } from '~/domain/monetization/gear-deals-summary';
import { formatShortDate } from '~/lib/format';
import type { Route } from './+types/gear-deals';
import { publicPage } from './shared/cache-headers';
import { sectionSeo } from './shared/section-seo.server';
import { absoluteUrl, pageMeta } from './shared/seo';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const now = new Date();
  const { deals, ads } = await readGearDealsPage(db, { now, networkClient: config.AD_NETWORK_CLIENT });
  const seo = sectionSeo(
    context,
    'Gear Deals',
    'Live price drops on DJ controllers, drum machines, synths and headphones from trusted shops.',
    '/gear-deals',
  );
  return {
    deals,
    ads,
    lastListed: lastListed(deals),
    updatedToday: updatedToday(deals, now),
    seo: {
      ...seo,
      jsonLd: [
        gearDealsJsonLd(deals, {
          pageUrl: seo.canonical,
          absolute: (path) => absoluteUrl(config.SITE_URL, path),
        }),
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function GearDeals({ loaderData }: Route.ComponentProps) {
  const { deals, ads } = loaderData;
  return (
    <SectionPage
      title="Gear Deals"
      intro="Price drops on DJ and studio gear from the shops we trust, biggest saving first."
    >
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="About these deals">
        <li>
          <Badge>Live Deals</Badge>
        </li>
        {/* Said only when it is true: the newest deal was listed in the last day. */}
        {loaderData.lastListed ? (
          <li>
            <Badge tone="neutral">
              {loaderData.updatedToday
                ? 'Updated Today'
                : `Updated ${formatShortDate(loaderData.lastListed)}`}
            </Badge>
          </li>
        ) : null}
        <li>
          <Badge tone="neutral">Trusted Partners</Badge>
        </li>
      </ul>
      <AdSlot ad={ads.GEAR_DEALS_TOP} className="mt-8" />
      {deals.length === 0 ? (
        <EmptyState>
          No live deals right now. Deals come and go with the shops' prices: sign up for deal alerts below to
          hear about the next ones.
        </EmptyState>
      ) : (
        <>
          <p className="mt-8 text-sm text-muted">
            {deals.length === 1 ? '1 live deal' : `${deals.length} live deals`}
          </p>
          <ul className={gridClass.replace('mt-8', 'mt-4')}>
            {deals.map((deal) => (
              <GearDealCard key={deal.id} deal={deal} />
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted">
            Check Deal takes you to the shop through an affiliate link: if you buy, the shop may pay us a
            commission, at no cost to you. Prices are the shops'; check the final price before you buy.
          </p>
        </>
      )}
      <GearDealAlerts />
      <AdSlot ad={ads.GEAR_DEALS_BOTTOM} className="mt-12" />
    </SectionPage>
  );
}
