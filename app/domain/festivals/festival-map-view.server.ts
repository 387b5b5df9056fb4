import type { Database } from '~/db/client.server';
import type { FestivalListQuery } from './festival-list-query';
import { MAP_HEIGHT, MAP_WIDTH, parseCoordinates, placeMarkers } from './festival-map';
import { worldMap } from './festival-world-map.server';
import { getFestivalCard, listFestivalPlaces, type FestivalPlace } from './festivals.server';

type FestivalFilters = Pick<FestivalListQuery, 'search' | 'country' | 'genre' | 'month'>;

export type FestivalMarker = Omit<FestivalPlace, 'latitude' | 'longitude'> & {
  /** Where the marker is drawn, as percentages of the map, and (viewBox units) where it points from and to. */
  left: number;
  top: number;
  x: number;
  y: number;
  pointX: number;
  pointY: number;
};

/**
 * The Map View of the festivals the filters select: the world map's URL (versioned, so it is cached for good)
 * and size, one marker per festival that has a place, in list order, those without one, and the card of the
 * festival the reader opened when it is among them.
 */
export async function loadFestivalMapView(
  db: Database,
  filters: FestivalFilters,
  selected: string | undefined,
  today: string,
) {
  const [places, card] = await Promise.all([
    listFestivalPlaces(db, filters, today),
    selected ? getFestivalCard(db, selected, today) : undefined,
  ]);
  const mapped: (Omit<FestivalPlace, 'latitude' | 'longitude'> & { latitude: number; longitude: number })[] =
    [];
  const unmapped: Pick<FestivalPlace, 'slug' | 'name'>[] = [];
  for (const place of places) {
    const coordinates = parseCoordinates(place.latitude, place.longitude);
    if (coordinates) mapped.push({ ...place, ...coordinates });
    else unmapped.push({ slug: place.slug, name: place.name });
  }
  const positions = placeMarkers(
    mapped.map((place) => ({ key: place.slug, latitude: place.latitude, longitude: place.longitude })),
  );
  const markers: FestivalMarker[] = mapped.map(({ latitude: _lat, longitude: _lon, ...place }, i) => {
    const { key: _key, ...position } = positions[i]!;
    return { ...place, ...position };
  });
  return {
    image: { src: `/festivals/world-map.svg?v=${worldMap().version}`, width: MAP_WIDTH, height: MAP_HEIGHT },
    total: places.length,
    markers,
    unmapped,
    // Only a festival the map shows has its card open: a filter that leaves it out closes it.
    card: card && places.some((place) => place.slug === card.slug) ? card : null,
  };
}

export type FestivalMapView = Awaited<ReturnType<typeof loadFestivalMapView>>;
