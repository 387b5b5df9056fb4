import { formatDateRange } from '~/domain/festivals/festival-dates';
import type { FestivalCard as FestivalCardData } from '~/domain/festivals/festivals.server';
import { formatNumber } from '~/lib/format';
import { FestivalStatusBadges } from './festival-status-badge';
import { FestivalTicketsButton } from './festival-tickets-button';
import { CoverCard, CoverCardBody } from '../section-page';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

/**
 * A festival in a list: cover, status (and "Past"), first genre, name linking to its page, place, dates,
 * capacity, description, the first three acts then "+N more", and Buy Tickets.
 */
export function FestivalCard({
  festival,
  headingLevel = 2,
}: {
  festival: FestivalCardData;
  headingLevel?: 2 | 3;
}) {
  return (
    <CoverCard
      id={`festival-${festival.slug}`}
      component={FestivalCardContent}
      props={{ festival, headingLevel }}
    />
  );
}

function FestivalCardContent({
  festival,
  headingLevel,
}: {
  festival: FestivalCardData;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const more = festival.lineupCount - festival.lineup.length;
  return (
    <CoverCardBody image={festival.cover}>
      <div className="flex flex-wrap items-center gap-2">
        <FestivalStatusBadges
          status={festival.saleStatus}
          past={festival.past}
          happening={festival.happening}
        />
        {festival.genres[0] ? (
          <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
            {festival.genres[0]}
          </span>
        ) : null}
      </div>
      <Heading className="text-lg font-bold">
        <PageLink to={`/festivals/${festival.slug}`} className="hover:text-accent hover:underline">
          {festival.name}
        </PageLink>
      </Heading>
      <ul className="space-y-1 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <Icon name="mapPin" className="h-4 w-4 shrink-0" />
          <span>
            {festival.location}, {festival.country}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <Icon name="calendar" className="h-4 w-4 shrink-0" />
          <time dateTime={festival.dateStart}>
            {formatDateRange(festival.dateStart, festival.dateEnd, 'short')}
          </time>
        </li>
        {festival.capacity ? <li>Capacity {formatNumber(festival.capacity)}</li> : null}
      </ul>
      <p className="line-clamp-3 text-sm">{festival.description}</p>
      {festival.lineup.length > 0 ? (
        <p className="text-sm">
          <span className="sr-only">Lineup: </span>
          {festival.lineup.join(', ')}
          {more > 0 ? <span className="text-muted">{` +${more} more`}</span> : null}
        </p>
      ) : null}
      <div className="mt-auto pt-3">
        <FestivalTicketsButton festival={festival} className="w-full" />
      </div>
    </CoverCardBody>
  );
}
