import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json' with { type: 'json' };

/** Degrees are kept to 0.01° (about 1 km): far finer than the 1:110 million outlines themselves. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A ring as flat longitude, latitude pairs. A ring that crosses the antimeridian (Chukotka,
 * Antarctica) goes on past ±180° instead of jumping back across the whole world.
 */
function flatRing(ring: number[][]): number[] {
  const flat: number[] = [];
  let previous: number | undefined;
  for (const [lng = 0, lat = 0] of ring) {
    const unwrapped = previous === undefined ? lng : lng + 360 * Math.round((previous - lng) / 360);
    flat.push(round(unwrapped), round(lat));
    previous = unwrapped;
  }
  return flat;
}

/**
 * The world's land for the demo map: Natural Earth's 1:110m land polygons (public domain), from
 * the world-atlas package's TopoJSON. Each ring is a flat list of longitude, latitude pairs,
 * which the fake `google.maps` projects itself. Only the development server and the tests read
 * this: no build carries it (tests/demo-map-build.spec.ts checks).
 */
const world = land as unknown as Topology<{ land: GeometryCollection }>;
export const landOutlines: number[][] = feature(world, world.objects.land).features.flatMap(({ geometry }) => {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  return polygons.flat().map(flatRing);
});
