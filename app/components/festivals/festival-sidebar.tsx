import { formatDateRange, formatDuration } from '~/domain/festivals/festival-dates';
import type { FestivalDetail } from '~/domain/festivals/festival-detail.server';
import { festivalPlace } from '~/domain/festivals/festival-ics';
import { formatNumber } from '~/lib/format';
import { Icon } from '../ui/icon';

const boxClass = 'rounded-2xl border border-border bg-surface p-6';

/** OpenStreetMap at the festival's place, or a search for it when its coordinates are not known. */
function mapUrl(festival: FestivalDetail): string {
  if (festival.latitude !== null && festival.longitude !== null) {
    const { latitude: lat, longitude: lon } = festival;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: festivalPlace(festival) })}`;
}

/** The festival page's sidebar: Quick Info, and Getting There with a map link. */
export function FestivalSidebar({ festival }: { festival: FestivalDetail }) {
  const facts: [string, string][] = [
    ['Dates', formatDateRange(festival.dateStart, festival.dateEnd)],
    ['Venue', festival.venue ? `${festival.venue}, ${festival.location}` : festival.location],
    ['Country', festival.country],
    ['Duration', formatDuration(festival.dateStart, festival.dateEnd)],
    ...(festival.capacity ? [['Capacity', formatNumber(festival.capacity)] as [string, string]] : []),
    ['Age limit', `${festival.ageLimit}+`],
  ];
  const directions = festival.gettingThere
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex h-fit flex-col gap-6">
      <section aria-labelledby="quick-info-title" className={boxClass}>
        <h2 id="quick-info-title" className="text-lg font-bold">
          Quick Info
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="getting-there-title" className={boxClass}>
        <h2 id="getting-there-title" className="text-lg font-bold">
          Getting There
        </h2>
        <p className="mt-3 flex items-start gap-2 text-sm font-semibold">
          <Icon name="mapPin" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
          {festivalPlace(festival)}
        </p>
        {directions.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-sm text-muted">
            {paragraph}
          </p>
        ))}
        <a
          href={mapUrl(festival)}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
        >
          View Map
          <Icon name="external" className="h-4 w-4" />
          <span className="sr-only"> of {festival.name} on OpenStreetMap (opens in a new tab)</span>
        </a>
      </section>
    </div>
  );
}
