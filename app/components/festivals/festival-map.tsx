import { formatDateRange } from '~/domain/festivals/festival-dates';
import type { FestivalMapView } from '~/domain/festivals/festival-map-view.server';
import { FestivalCard } from './festival-card';
import { SidewaysScroll } from '../sideways-scroll';

type FestivalMapProps = {
  view: FestivalMapView;
  /** The festival whose card is open. */
  selected: string | undefined;
  /** The URL that opens a festival's card, filters kept. */
  hrefOf: (slug: string) => string;
};

/** A marker's accessible name: "Tomorrowland, Boom, Belgium, July 17–19, 2026". */
const markerName = (marker: FestivalMapView['markers'][number]) =>
  `${marker.name}, ${marker.location}, ${marker.country}, ${formatDateRange(marker.dateStart, marker.dateEnd)}${marker.past ? ' (past)' : ''}`;

/**
 * The Map View: the world map drawn on the server, a marker per festival placed over it (where markers would
 * overlap, they are spread around their place with a line back to it), and the open festival's card beside the
 * map (below it on small screens). Each marker is a link to the same list with that festival's card open. Server
 * markup but for one small island that scrolls a narrow screen's map to the open festival, and gives the focus
 * back to the marker that was pressed.
 */
export function FestivalMap({ view, selected, hrefOf }: FestivalMapProps) {
  const { image, markers, unmapped, card } = view;
  const focusLeft =
    markers.find((marker) => marker.slug === selected)?.left ??
    (markers.length > 0
      ? (Math.min(...markers.map((m) => m.left)) + Math.max(...markers.map((m) => m.left))) / 2
      : 50);
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        {/* Below 600 px the map scrolls sideways rather than crowd its markers: the open festival, or the
            festivals' middle, is brought into view. */}
        <div id="festival-map-frame" className="overflow-x-auto rounded-2xl border border-border">
          <div className="relative min-w-[600px]" data-testid="festival-map">
            <img
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
              className="block h-auto w-full"
              decoding="async"
            />
            <svg
              viewBox={`0 0 ${image.width} ${image.height}`}
              className="pointer-events-none absolute inset-0 h-full w-full"
              aria-hidden="true"
              focusable="false"
            >
              {markers.map((marker) =>
                marker.x !== marker.pointX || marker.y !== marker.pointY ? (
                  <g key={marker.slug} className="text-muted">
                    <line
                      x1={marker.pointX}
                      y1={marker.pointY}
                      x2={marker.x}
                      y2={marker.y}
                      stroke="currentColor"
                      strokeWidth="1.2"
                    />
                    <circle cx={marker.pointX} cy={marker.pointY} r="2.5" fill="currentColor" />
                  </g>
                ) : null,
              )}
            </svg>
            <ul aria-label="Festivals on the map">
              {markers.map((marker) => {
                const isSelected = marker.slug === selected;
                return (
                  <li
                    key={marker.slug}
                    className="absolute -translate-x-1/2 -translate-y-1/2"
                    style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
                  >
                    <a
                      href={`${hrefOf(marker.slug)}#festival-panel`}
                      aria-label={markerName(marker)}
                      aria-current={isSelected ? 'true' : undefined}
                      data-festival={marker.slug}
                      className="group relative grid h-6 w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                    >
                      <span
                        className={`block rounded-full border-2 shadow transition-transform group-hover:scale-125 ${
                          isSelected
                            ? 'h-5 w-5 border-text bg-accent ring-4 ring-accent/40'
                            : marker.past
                              ? 'h-3.5 w-3.5 border-bg bg-muted'
                              : 'h-3.5 w-3.5 border-bg bg-accent'
                        }`}
                      />
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden -translate-x-1/2 rounded-md bg-surface px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-text shadow group-hover:block group-focus-visible:block"
                      >
                        {marker.name}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <SidewaysScroll box="festival-map-frame" at={focusLeft} keepFocus="festival-panel" />
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" aria-label="Map key">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent" /> Upcoming or on now
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-full bg-muted" /> Past
          </li>
        </ul>
        {unmapped.length > 0 ? (
          <p className="mt-2 text-sm text-muted">
            Not on the map yet (no location):{' '}
            {unmapped.map((festival, index) => (
              <span key={festival.slug}>
                {index > 0 ? ', ' : ''}
                <a href={`/festivals/${festival.slug}`} className="text-accent hover:underline">
                  {festival.name}
                </a>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <section id="festival-panel" aria-labelledby="festival-panel-title" className="scroll-mt-24">
        <h2 id="festival-panel-title" className="sr-only">
          Selected festival
        </h2>
        <p className="sr-only" aria-live="polite">
          {card ? `Showing ${card.name}` : ''}
        </p>
        {card ? (
          <ul>
            <FestivalCard festival={card} headingLevel={3} />
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
            Choose a festival on the map to see its dates, lineup and tickets.
          </p>
        )}
      </section>
    </div>
  );
}
