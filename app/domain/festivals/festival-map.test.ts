import { describe, expect, it } from 'vitest';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  MARKER_SPACING,
  parseCoordinates,
  placeMarkers,
  projectPoint,
} from './festival-map';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('the festival map projection', () => {
  it('fits the inhabited world into a 1000-wide viewBox', () => {
    expect(MAP_WIDTH).toBe(1000);
    expect(MAP_HEIGHT).toBeGreaterThan(400);
    expect(MAP_HEIGHT).toBeLessThan(460);
    const west = projectPoint(0, -180);
    const east = projectPoint(0, 180);
    expect(west.x).toBeCloseTo(0, 0);
    expect(east.x).toBeCloseTo(1000, 0);
  });

  it('puts places where they are: north up, east right, Europe above Africa', () => {
    const boom = projectPoint(51.0883, 4.3776);
    const miami = projectPoint(25.7753, -80.1861);
    const capeTown = projectPoint(-33.92, 18.42);
    expect(boom.x).toBeGreaterThan(miami.x);
    expect(boom.y).toBeLessThan(miami.y);
    expect(capeTown.y).toBeGreaterThan(boom.y);
    // Greenwich is the middle of the map.
    expect(projectPoint(51.48, 0).x).toBeCloseTo(500, 0);
  });
});

describe('parseCoordinates', () => {
  it.each([
    ['51.0883', '4.3776', { latitude: 51.0883, longitude: 4.3776 }],
    ['-33.9', '18.4', { latitude: -33.9, longitude: 18.4 }],
    [null, '4.3', null],
    ['', '4.3', null],
    ['91', '0', null],
    ['0', '-181', null],
    ['north', '4.3', null],
  ])('reads %s, %s', (latitude, longitude, expected) => {
    expect(parseCoordinates(latitude, longitude)).toEqual(expected);
  });
});

describe('placeMarkers', () => {
  it('leaves a lone festival exactly where it is, in percentages of the viewBox too', () => {
    const [miami] = placeMarkers([{ key: 'ultra', latitude: 25.7753, longitude: -80.1861 }]);
    const point = projectPoint(25.7753, -80.1861);
    expect(miami!.x).toBeCloseTo(point.x, 1);
    expect(miami!.y).toBeCloseTo(point.y, 1);
    expect(miami!.pointX).toBe(miami!.x);
    expect(miami!.left).toBeCloseTo((point.x / MAP_WIDTH) * 100, 2);
    expect(miami!.top).toBeCloseTo((point.y / MAP_HEIGHT) * 100, 2);
  });

  it('spreads festivals that would overlap around their place, none closer than the spacing', () => {
    const benelux = [
      { key: 'tomorrowland', latitude: 51.0883, longitude: 4.3776 },
      { key: 'awakenings', latitude: 51.5214, longitude: 5.1128 },
      { key: 'dekmantel', latitude: 52.3183, longitude: 4.8416 },
      { key: 'fabric', latitude: 51.5362, longitude: -0.0393 },
      { key: 'ultra', latitude: 25.7753, longitude: -80.1861 },
    ];
    const markers = placeMarkers(benelux);
    // In the points' order, one each.
    expect(markers.map((marker) => marker.key)).toEqual(benelux.map((point) => point.key));
    for (const a of markers)
      for (const b of markers)
        if (a !== b) expect(distance(a, b)).toBeGreaterThanOrEqual(MARKER_SPACING - 0.2);
    // Each spread marker still points at its own place, and stays near it.
    for (const [i, marker] of markers.entries()) {
      const point = projectPoint(benelux[i]!.latitude, benelux[i]!.longitude);
      expect(marker.pointX).toBeCloseTo(point.x, 1);
      expect(marker.pointY).toBeCloseTo(point.y, 1);
      expect(distance(marker, point)).toBeLessThan(MARKER_SPACING * 2);
    }
    // Miami was alone: not moved.
    expect(markers[4]!.x).toBe(markers[4]!.pointX);
  });

  it('keeps many festivals at one place apart too, and every marker inside the map', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => ({
      key: `f${i}`,
      latitude: 52.37 + (i % 3) * 0.01,
      longitude: 4.9 + (i % 5) * 0.01,
    }));
    const edge = { key: 'edge', latitude: 84, longitude: 179.9 };
    const markers = placeMarkers([...crowd, edge]);
    expect(new Set(markers.map((marker) => marker.key)).size).toBe(31);
    for (const a of markers.slice(0, 30))
      for (const b of markers.slice(0, 30))
        if (a !== b) expect(distance(a, b)).toBeGreaterThanOrEqual(MARKER_SPACING - 0.2);
    for (const marker of markers) {
      expect(marker.left).toBeGreaterThanOrEqual(0);
      expect(marker.left).toBeLessThanOrEqual(100);
      expect(marker.top).toBeGreaterThanOrEqual(0);
      expect(marker.top).toBeLessThanOrEqual(100);
    }
  });

  it('places the same festivals the same way every time', () => {
    const points = [
      { key: 'a', latitude: 51.09, longitude: 4.38 },
      { key: 'b', latitude: 51.52, longitude: 5.11 },
    ];
    expect(placeMarkers(points)).toEqual(placeMarkers([...points]));
  });
});
