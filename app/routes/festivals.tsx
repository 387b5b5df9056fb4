import { appServices } from '~/app-context.server';
import { CoverCard, EmptyState, gridClass, SectionPage } from '~/components/section-page';
import { buttonClass } from '~/components/ui/button-link';
import { listFestivals } from '~/domain/content/festivals.server';
import { formatNumber, formatShortDate } from '~/lib/format';
import type { Route } from './+types/festivals';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  return {
    festivals: await listFestivals(db),
    seo: sectionSeo(
      context,
      'Festivals',
      'Upcoming electronic music festivals: dates, lineups, capacity and tickets.',
      '/festivals',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

const statusStyle = {
  on_sale: ['On Sale', 'bg-green-700 text-white'],
  sold_out: ['Sold Out', 'bg-red-700 text-white'],
  coming_soon: ['Coming Soon', 'bg-blue-700 text-white'],
  cancelled: ['Cancelled', 'bg-neutral-600 text-white'],
} as const;

export default function Festivals({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      title="Festivals"
      intro="Where to dance next: upcoming festivals with their lineups and ticket status."
    >
      {loaderData.festivals.length === 0 ? (
        <EmptyState>No upcoming festivals are listed yet.</EmptyState>
      ) : (
        <ul className={gridClass}>
          {loaderData.festivals.map((festival) => {
            const [statusLabel, statusClass] = statusStyle[festival.saleStatus];
            const shown = festival.lineup.slice(0, 3);
            const more = festival.lineup.length - shown.length;
            return (
              <CoverCard id={`festival-${festival.slug}`} key={festival.id} image={festival.cover}>
                <div className="flex flex-wrap gap-2 text-xs font-semibold">
                  <span className={`rounded-full px-2.5 py-0.5 ${statusClass}`}>{statusLabel}</span>
                  {festival.genres[0] ? (
                    <span className="rounded-full border border-border px-2.5 py-0.5">
                      {festival.genres[0]}
                    </span>
                  ) : null}
                </div>
                <h2 className="text-lg font-bold">{festival.name}</h2>
                <p className="text-sm text-muted">
                  {festival.location}, {festival.country} ·{' '}
                  <time dateTime={festival.dateStart}>{formatShortDate(festival.dateStart)}</time> –{' '}
                  <time dateTime={festival.dateEnd}>{formatShortDate(festival.dateEnd)}</time>
                </p>
                {festival.capacity ? (
                  <p className="text-sm text-muted">Capacity {formatNumber(festival.capacity)}</p>
                ) : null}
                <p className="text-sm">{festival.description}</p>
                {shown.length > 0 ? (
                  <p className="text-sm">
                    <span className="sr-only">Lineup: </span>
                    {shown.join(', ')}
                    {more > 0 ? ` +${more} more` : ''}
                  </p>
                ) : null}
                <div className="mt-auto pt-3">
                  {festival.saleStatus === 'sold_out' || !festival.ticketUrl ? (
                    <button
                      type="button"
                      disabled
                      className="min-h-11 w-full rounded-full bg-surface-2 px-5 font-semibold text-muted"
                    >
                      {festival.saleStatus === 'sold_out' ? 'Sold Out' : 'Tickets not on sale yet'}
                    </button>
                  ) : (
                    <a
                      href={festival.ticketUrl}
                      rel="noopener nofollow"
                      target="_blank"
                      className={`${buttonClass('primary')} w-full`}
                    >
                      Buy Tickets<span className="sr-only"> for {festival.name} (opens in a new tab)</span>
                    </a>
                  )}
                </div>
              </CoverCard>
            );
          })}
        </ul>
      )}
    </SectionPage>
  );
}
