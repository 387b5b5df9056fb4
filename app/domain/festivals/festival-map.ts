import { geoNaturalEarth1, type GeoProjection } from 'd3-geo';

// The Map View's geometry, shared by the world map the server draws once (festival-world-map.server.ts) and
// the markers each page places over it: one projection, so a marker sits where its festival is. Pure.

/** The map's viewBox: 1000 wide, as tall as the inhabited latitudes need (Antarctica is left out). */
export const MAP_WIDTH = 1000;
const SOUTH = -56;
const NORTH = 84;

/** Points along the edges of the latitudes shown, which the projection is fitted to. */
function shownEdges(): [number, number][] {
  const points: [number, number][] = [];
  for (let lon = -180; lon <= 180; lon += 5) points.push([lon, SOUTH], [lon, NORTH]);
  for (let lat = SOUTH; lat <= NORTH; lat += 2) points.push([-180, lat], [180, lat]);
  return points;
}

/** Natural Earth: the whole world at a glance with familiar shapes, fitted to the viewBox's width. */
export function mapProjection(): GeoProjection {
  return geoNaturalEarth1().fitWidth(MAP_WIDTH, { type: 'MultiPoint', coordinates: shownEdges() });
}

const projection = mapProjection();
/** The viewBox's height, from the fitted projection (about 432). */
export const MAP_HEIGHT = Math.ceil(projection([0, SOUTH])![1]);

/**
 * How far apart (in viewBox units) two markers' centres must be: a 24 px marker on a map drawn 600 px wide,
 * its narrowest (it scrolls sideways below that).
 */
export const MARKER_SPACING = 40;

export type MapPoint = { key: string; latitude: number; longitude: number };

export type PlacedMarker = {
  key: string;
  /** The marker's centre, in viewBox units and as percentages of the viewBox (for CSS `left`/`top`). */
  x: number;
  y: number;
  left: number;
  top: number;
  /** Where the festival is; differs from the marker's place when markers were spread apart. */
  pointX: number;
  pointY: number;
};

/** A stored coordinate pair as numbers, or null when either is missing or out of range. */
export function parseCoordinates(
  latitude: string | null,
  longitude: string | null,
): { latitude: number; longitude: number } | null {
  if (latitude === null || longitude === null || latitude.trim() === '' || longitude.trim() === '')
    return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { latitude: lat, longitude: lon };
}

type Point = { key: string; x: number; y: number };

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A festival's place on the map (viewBox units), kept inside the shown latitudes. */
export function projectPoint(latitude: number, longitude: number): { x: number; y: number } {
  const [x, y] = projection([longitude, clamp(latitude, SOUTH, NORTH)])!;
  return { x, y };
}

/**
 * Slots for `n` markers around a centre: a ring (evenly spaced, none closer than the spacing) for up to ten,
 * beyond that the points of a hexagonal lattice nearest the centre, the centre itself left free so the
 * festivals' own places stay visible beneath.
 */
function slotsAround(n: number, cx: number, cy: number): { x: number; y: number }[] {
  if (n <= 10) {
    // Far enough out that the festivals' own places, at the centre, are not hidden under the markers.
    const radius = Math.max(0.8 * MARKER_SPACING, MARKER_SPACING / (2 * Math.sin(Math.PI / n)));
    return Array.from({ length: n }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
    });
  }
  const lattice: { x: number; y: number; d: number; a: number }[] = [];
  const reach = Math.ceil(Math.sqrt(n)) + 1;
  const rowHeight = (MARKER_SPACING * Math.sqrt(3)) / 2;
  for (let row = -reach; row <= reach; row++)
    for (let col = -reach; col <= reach; col++) {
      if (row === 0 && col === 0) continue;
      const x = (col + (Math.abs(row) % 2) / 2) * MARKER_SPACING;
      const y = row * rowHeight;
      lattice.push({ x: cx + x, y: cy + y, d: Math.hypot(x, y), a: Math.atan2(y, x) });
    }
  lattice.sort((p, q) => p.d - q.d || p.a - q.a);
  return lattice.slice(0, n);
}

/**
 * Slots moved together, as little as needed, to lie inside the map: clamping each alone would pile those at an
 * edge onto each other (Europe's festivals sit near the top).
 */
function insideMap(slots: { x: number; y: number }[]): { x: number; y: number }[] {
  const margin = MARKER_SPACING / 2;
  const shift = (values: number[], max: number) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    if (low < margin) return margin - low;
    if (high > max - margin) return Math.max(max - margin - high, margin - low);
    return 0;
  };
  const dx = shift(
    slots.map((slot) => slot.x),
    MAP_WIDTH,
  );
  const dy = shift(
    slots.map((slot) => slot.y),
    MAP_HEIGHT,
  );
  return slots.map((slot) => ({ x: slot.x + dx, y: slot.y + dy }));
}

const squared = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/** Gives each point of a group a slot around the group's centre, keeping each near its own place. */
function spread(group: Point[]): { key: string; x: number; y: number }[] {
  if (group.length === 1) return [{ key: group[0]!.key, x: group[0]!.x, y: group[0]!.y }];
  const cx = group.reduce((sum, p) => sum + p.x, 0) / group.length;
  const cy = group.reduce((sum, p) => sum + p.y, 0) / group.length;
  const slots = insideMap(slotsAround(group.length, cx, cy));
  if (group.length <= 10) {
    // On a ring, points go round in the order of their directions from the centre; the turn of the ring
    // that moves them least is kept, so no leader lines cross.
    const byAngle = [...group].sort(
      (p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx) || p.key.localeCompare(q.key),
    );
    let best = { turn: 0, cost: Infinity };
    for (let turn = 0; turn < slots.length; turn++) {
      const cost = byAngle.reduce((sum, p, i) => sum + squared(p, slots[(i + turn) % slots.length]!), 0);
      if (cost < best.cost) best = { turn, cost };
    }
    return byAngle.map((p, i) => ({ key: p.key, ...slots[(i + best.turn) % slots.length]! }));
  }
  // On the lattice, the points farthest out choose first, each the free slot nearest to it.
  const free = [...slots];
  return [...group]
    .sort((p, q) => squared(q, { x: cx, y: cy }) - squared(p, { x: cx, y: cy }) || p.key.localeCompare(q.key))
    .map((p) => {
      let nearest = 0;
      free.forEach((slot, i) => {
        if (squared(p, slot) < squared(p, free[nearest]!)) nearest = i;
      });
      const [slot] = free.splice(nearest, 1);
      return { key: p.key, ...slot! };
    });
}

/**
 * Places one marker per point: where it is, or, where markers would overlap (a festival town next to
 * another), spread around the group's centre with a line back to each one's place. Groups that still
 * collide are merged and spread again, until no two markers are closer than the spacing.
 */
export function placeMarkers(points: readonly MapPoint[]): PlacedMarker[] {
  const projected: Point[] = points.map((point) => ({
    key: point.key,
    ...projectPoint(point.latitude, point.longitude),
  }));
  let groups: Point[][] = projected.map((point) => [point]);
  let placed = groups.map(spread);
  for (let merged = true; merged && groups.length > 1;) {
    merged = false;
    search: for (let a = 0; a < groups.length; a++)
      for (let b = a + 1; b < groups.length; b++)
        for (const p of placed[a]!)
          for (const q of placed[b]!)
            if (squared(p, q) < MARKER_SPACING ** 2 - 1e-6) {
              groups[a] = [...groups[a]!, ...groups[b]!];
              groups = groups.filter((_, i) => i !== b);
              placed = groups.map(spread);
              merged = true;
              break search;
            }
  }
  const spreadTo = new Map(placed.flat().map((marker) => [marker.key, marker]));
  const margin = MARKER_SPACING / 2;
  // In the points' own order (the list's), which is the order markers are reached by keyboard.
  return projected.map((point) => {
    const marker = spreadTo.get(point.key)!;
    const x = clamp(marker.x, margin, MAP_WIDTH - margin);
    const y = clamp(marker.y, margin, MAP_HEIGHT - margin);
    return {
      key: marker.key,
      x: round(x, 1),
      y: round(y, 1),
      left: round((x / MAP_WIDTH) * 100, 2),
      top: round((y / MAP_HEIGHT) * 100, 2),
      pointX: round(point.x, 1),
      pointY: round(point.y, 1),
    };
  });
}
