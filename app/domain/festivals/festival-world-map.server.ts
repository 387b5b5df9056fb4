import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { geoGraticule10, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_HEIGHT, MAP_WIDTH, mapProjection } from './festival-map';

// The Map View's world: land, borders and a graticule drawn with d3-geo from Natural Earth's 1:110m countries
// (world-atlas, on disk), once per process. Nothing is fetched from the network and no tiles are used; the
// page places its markers over this image with the same projection (festival-map.ts).

export type WorldMap = {
  svg: string;
  /** A strong validator of the document, and the version pages put in its URL so it can be cached for good. */
  etag: string;
  version: string;
};

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * Colours follow the site's two themes: an image cannot read the page's CSS, but it does see the reader's
 * colour scheme.
 */
const style = `
.ocean{fill:#101018}.grid{fill:none;stroke:#1d1d2a;stroke-width:.6}
.land{fill:#2a2a3a}.borders{fill:none;stroke:#4a4a60;stroke-width:.5;stroke-linejoin:round}
@media (prefers-color-scheme:light){.ocean{fill:#e6ecf4}.grid{stroke:#d3dbe7}.land{fill:#c9cdd8}.borders{stroke:#f7f7fa}}`;

function drawWorldMap(): WorldMap {
  const world = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Countries;
  // One decimal of a 1000-wide viewBox is far finer than any screen shows, and halves the document.
  // Clipped to the viewBox, so Antarctica and the far north cost no bytes.
  const projection = mapProjection().clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
  const path = geoPath(projection).digits(1);
  const land = path(feature(world, world.objects.land)) ?? '';
  const borders = path(mesh(world, world.objects.countries, (a, b) => a !== b)) ?? '';
  const grid = path(geoGraticule10()) ?? '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<title>World map</title><style>${style}</style>` +
    `<rect class="ocean" width="${MAP_WIDTH}" height="${MAP_HEIGHT}"/>` +
    `<path class="grid" d="${grid}"/><path class="land" d="${land}"/><path class="borders" d="${borders}"/></svg>\n`;
  const version = createHash('sha256').update(svg).digest('base64url').slice(0, 16);
  return { svg, etag: `"${version}"`, version };
}

let drawn: WorldMap | undefined;

/** The world map, drawn on first use and then kept: it only changes with the code. */
export function worldMap(): WorldMap {
  drawn ??= drawWorldMap();
  return drawn;
}
