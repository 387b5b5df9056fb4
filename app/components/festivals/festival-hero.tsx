import { formatDateRange } from '~/domain/festivals/festival-dates';
import type { FestivalDetail } from '~/domain/festivals/festival-detail.server';
import { festivalPlace } from '~/domain/festivals/festival-ics';
import { CoverImage } from '../cover-image';
import { FestivalStatusBadges } from './festival-status-badge';
import { FestivalTicketsButton } from './festival-tickets-button';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';

/** A festival page's top: cover, status, name, dates, place, and the ways out (tickets, website, calendar). */
export function FestivalHero({
  festival,
  past,
  happening,
}: {
  festival: FestivalDetail;
  past: boolean;
  happening: boolean;
}) {
  return (
    <header className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center">
      <CoverImage
        image={festival.cover}
        alt=""
        sizes="(min-width: 1280px) 680px, (min-width: 1024px) 52vw, calc(100vw - 32px)"
        widths={[480, 640, 960, 1280]}
        priority
        className="aspect-video w-full rounded-2xl bg-surface-2 object-cover"
      />
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <FestivalStatusBadges status={festival.saleStatus} past={past} happening={happening} />
          {festival.genres.map((genre) => (
            <span
              key={genre}
              className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold"
            >
              {genre}
            </span>
          ))}
        </div>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold sm:text-5xl">{festival.name}</h1>
        <ul className="mt-4 space-y-2 text-muted">
          <li className="flex items-center gap-2">
            <Icon name="calendar" className="h-5 w-5 shrink-0" />
            <time dateTime={festival.dateStart}>{formatDateRange(festival.dateStart, festival.dateEnd)}</time>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="mapPin" className="h-5 w-5 shrink-0" />
            {festivalPlace(festival)}
          </li>
        </ul>
        {past ? (
          <p className="mt-4 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
            This festival is over. Its page stays here for the record: lineup, schedule and news.
          </p>
        ) : festival.saleStatus === 'cancelled' ? (
          <p className="mt-4 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
            This festival has been cancelled.
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <FestivalTicketsButton festival={{ ...festival, past }} />
          {festival.website ? (
            <a href={festival.website} target="_blank" rel="noopener" className={buttonClass('secondary')}>
              <Icon name="external" className="h-4 w-4" />
              Official Website<span className="sr-only"> of {festival.name} (opens in a new tab)</span>
            </a>
          ) : null}
          <a href={`/festivals/${festival.slug}/calendar.ics`} className={buttonClass('secondary')}>
            <Icon name="calendar" className="h-4 w-4" />
            Add to calendar
          </a>
        </div>
      </div>
    </header>
  );
}
